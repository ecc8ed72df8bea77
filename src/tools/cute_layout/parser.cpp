// parser.cpp: a hand-written lexer and recursive-descent parser for the expression language.
#include "parser.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>

#include "error.hpp"

namespace cute_layout {

namespace {

struct Token {
  enum class Kind { integer, underscore, name, punct, end };
  Kind kind = Kind::end;
  std::size_t column = 0;
  i64 value = 0;
  std::string text;  // name or punctuation
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  Token next() {
    pos_ = std::min(text_.find_first_not_of(" \t\r\n", pos_), text_.size());
    Token t;
    t.column = pos_ + 1;
    if (pos_ >= text_.size()) return t;
    char const c = text_[pos_];
    if (c == '_') {
      ++pos_;
      if (starts_number()) return number(t);
      if (at_name_char()) throw Error("unexpected character after '_'", pos_ + 1);
      return {Token::Kind::underscore, t.column, 0, {}};
    }
    if (starts_number()) return number(t);
    if (is_alpha(c)) {
      std::size_t const begin = pos_;
      while (at_name_char() || (pos_ < text_.size() && is_digit(text_[pos_]))) ++pos_;
      return {Token::Kind::name, t.column, 0, std::string(text_.substr(begin, pos_ - begin))};
    }
    if (c == '(' || c == ')' || c == ',' || c == ':' || c == '<' || c == '>') {
      ++pos_;
      return {Token::Kind::punct, t.column, 0, std::string(1, c)};
    }
    if (c == '-') throw Error("'-' must be followed by digits", t.column);
    unsigned char const u = static_cast<unsigned char>(c);
    if (std::isprint(u)) throw Error(std::string("unexpected character '") + c + "'", t.column);
    throw Error("unexpected byte " + std::to_string(u), t.column);
  }

 private:
  bool starts_number() const {
    std::size_t const p = pos_ + (pos_ < text_.size() && text_[pos_] == '-');
    return p < text_.size() && is_digit(text_[p]);
  }
  // A letter or '_' at the position: a name's character (digits aside), which may not follow a number or '_'.
  bool at_name_char() const { return pos_ < text_.size() && (is_alpha(text_[pos_]) || text_[pos_] == '_'); }

  Token number(Token t) {
    bool const negative = text_[pos_] == '-';
    pos_ += negative;
    i64 v = 0;
    while (pos_ < text_.size() && is_digit(text_[pos_])) {
      if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, text_[pos_] - '0', &v))
        throw Error("integer literal out of the 64-bit range", t.column);
      ++pos_;
    }
    if (at_name_char()) throw Error("unexpected character after a number", pos_ + 1);
    return {Token::Kind::integer, t.column, negative ? -v : v, {}};
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

std::string describe(Token const& t) {
  switch (t.kind) {
    case Token::Kind::integer: return "the integer " + std::to_string(t.value);
    case Token::Kind::underscore: return "'_'";
    case Token::Kind::name:
    case Token::Kind::punct: return "'" + t.text + "'";
    case Token::Kind::end: return "the end of the input";
  }
  return "a token";
}

class Parser {
 public:
  explicit Parser(std::string_view text) : lexer_(text) { advance(); }

  Node parse_all() {
    Node n = expression();
    if (tok_.kind != Token::Kind::end) throw Error("unexpected " + describe(tok_) + " after the expression", tok_.column);
    return n;
  }

 private:
  void advance() { tok_ = lexer_.next(); }
  bool at(char c) const { return tok_.kind == Token::Kind::punct && tok_.text[0] == c; }

  void enter(std::size_t column) {
    if (++nesting_ > max_nesting)
      throw Error("the expression nests deeper than " + std::to_string(max_nesting) + " levels", column);
  }

  Node expression() {
    int const saved = nesting_;
    enter(tok_.column);
    Node n = term();
    while (at('(')) {
      enter(tok_.column);
      Node call{Node::Kind::apply, tok_.column, 0, {}, {std::move(n)}};
      advance();
      if (at(')')) throw Error("a coordinate is missing between '(' and ')'", tok_.column);
      list(call.kids, ')', "to close the coordinate");
      n = std::move(call);
    }
    nesting_ = saved;
    return n;
  }

  Node term() {
    Node n = primary();
    if (!at(':')) return n;
    advance();
    Node stride = primary();
    return {Node::Kind::layout, n.column, 0, {}, {std::move(n), std::move(stride)}};
  }

  // expression (',' expression)* close
  void list(std::vector<Node>& out, char close, char const* context) {
    out.push_back(expression());
    while (at(',')) {
      advance();
      out.push_back(expression());
    }
    if (!at(close)) throw Error(std::string("expected '") + close + "' " + context + ", found " + describe(tok_), tok_.column);
    advance();
  }

  // CuTe's template integers, take<1,3>(L): the tool's functions take them as trailing arguments.
  std::vector<Node> template_integers(std::string const& name) {
    std::vector<Node> out;
    do {
      advance();  // '<' or ','
      if (tok_.kind != Token::Kind::integer)
        throw Error("expected an integer among the template arguments of '" + name + "', found " + describe(tok_), tok_.column);
      out.push_back(Node{Node::Kind::integer, tok_.column, tok_.value, {}, {}});
      advance();
    } while (at(','));
    if (!at('>')) throw Error("expected '>' to close the template arguments of '" + name + "', found " + describe(tok_), tok_.column);
    advance();
    return out;
  }

  Node primary() {
    Node n{Node::Kind::integer, tok_.column, 0, {}, {}};
    switch (tok_.kind) {
      case Token::Kind::integer:
        n.value = tok_.value;
        advance();
        return n;
      case Token::Kind::underscore:
        n.kind = Node::Kind::underscore;
        advance();
        return n;
      case Token::Kind::name: {
        n.kind = Node::Kind::call;
        n.name = tok_.text;
        advance();
        std::vector<Node> template_arguments = at('<') ? template_integers(n.name) : std::vector<Node>{};
        if (!at('(')) throw Error("expected '(' after the function name '" + n.name + "'", tok_.column);
        advance();
        if (at(')')) {
          advance();
        } else {
          enter(n.column);
          list(n.kids, ')', "to close the argument list");
          --nesting_;
        }
        std::move(template_arguments.begin(), template_arguments.end(), std::back_inserter(n.kids));
        return n;
      }
      case Token::Kind::punct:
        if (at('(') || at('<')) {
          char const close = at('(') ? ')' : '>';
          n.kind = close == ')' ? Node::Kind::tuple : Node::Kind::tiler;
          advance();
          if (at(close))
            throw Error(close == ')' ? "empty tuple" : "empty tiler", n.column);
          list(n.kids, close, close == ')' ? "to close the tuple" : "to close the tiler");
          return n;
        }
        break;
      case Token::Kind::end: break;
    }
    throw Error("expected an expression, found " + describe(tok_), tok_.column);
  }

  Lexer lexer_;
  Token tok_;
  int nesting_ = 0;
};

}  // namespace

Node parse(std::string_view text) {
  if (text.size() > max_input_length)
    throw Error("the expression is longer than " + std::to_string(max_input_length) + " bytes", 1);
  return Parser(text).parse_all();
}

}  // namespace cute_layout
