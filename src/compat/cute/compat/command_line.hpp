// cute/compat/command_line.hpp (porting aid for CUTLASS's cutlass/util/command_line.h):
// cutlass::CommandLine, the argument reader of CUTLASS's and CuTe's example programs. An argument
// that starts with '-' is a key (the leading dashes dropped) with the value after its first '='
// (`--m=4096`, `--verbose`); any other is a naked argument.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<iostream>, <string>, ...)
#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

namespace cutlass {

struct CommandLine {
  std::vector<std::string> keys;
  std::vector<std::string> values;
  std::vector<std::string> args;  // the naked arguments, in order

  CommandLine(int argc, char const** argv) {
    for (int i = 1; i < argc; ++i) {
      std::string arg = argv[i];
      if (arg.empty() || arg[0] != '-') {
        args.push_back(arg);
        continue;
      }
      arg.erase(0, arg.find_first_not_of('-'));
      std::size_t const eq = arg.find('=');
      keys.push_back(arg.substr(0, eq));
      values.push_back(eq == std::string::npos ? std::string() : arg.substr(eq + 1));
    }
  }
  CommandLine(int argc, char** argv) : CommandLine(argc, const_cast<char const**>(argv)) {}

  /// Whether `--name` (with or without a value) was given.
  bool check_cmd_line_flag(char const* name) const { return find(name) != keys.size(); }

  /// val = the value of `--name=value` read as a value_t; unchanged when absent.
  template <class value_t>
  void get_cmd_line_argument(char const* name, value_t& val) const {
    if (std::size_t const i = find(name); i != keys.size()) {
      read(values[i], val);
    }
  }
  /// val = the value of `--name=value`, or default_value when absent.
  template <class value_t>
  void get_cmd_line_argument(char const* name, value_t& val, value_t const& default_value) const {
    val = default_value;
    get_cmd_line_argument(name, val);
  }
  /// A flag given without a value reads as true (`--verbose`), as in CUTLASS.
  void get_cmd_line_argument(char const* name, bool& val, bool default_value = true) const {
    val = default_value;
    if (std::size_t const i = find(name); i != keys.size()) {
      val = values[i].empty() || !(values[i] == "0" || values[i] == "false");
    }
  }
  /// vals = the separated values of `--name=a,b,c`; unchanged when absent.
  template <class value_t>
  void get_cmd_line_arguments(char const* name, std::vector<value_t>& vals, char sep = ',') const {
    std::size_t const i = find(name);
    if (i == keys.size()) {
      return;
    }
    vals.clear();
    std::istringstream all(values[i]);
    for (std::string item; std::getline(all, item, sep);) {
      value_t v{};
      read(item, v);
      vals.push_back(v);
    }
  }
  /// The naked argument at index, read as a value_t.
  template <class value_t>
  void get_cmd_line_argument(int index, value_t& val) const {
    if (index >= 0 && std::size_t(index) < args.size()) {
      read(args[std::size_t(index)], val);
    }
  }
  int num_naked_args() const { return int(args.size()); }
  int parsed_argc() const { return int(keys.size()); }

 private:
  std::size_t find(char const* name) const {
    std::size_t i = 0;
    while (i < keys.size() && keys[i] != name) {
      ++i;
    }
    return i;
  }
  static void read(std::string const& text, std::string& val) { val = text; }
  template <class value_t>
  static void read(std::string const& text, value_t& val) {
    std::istringstream(text) >> val;
  }
};

}  // namespace cutlass
