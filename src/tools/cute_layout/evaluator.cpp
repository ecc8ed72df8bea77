// evaluator.cpp: the tree-walking evaluator and the table of functions.
#include "evaluator.hpp"

#include <functional>
#include <map>
#include <new>

#include "library.hpp"
#include "modes.hpp"

namespace cute_layout {

namespace {

using Args = std::vector<Value>;

// "the first argument", ..., "argument 6".
std::string argument(std::size_t i) {
  static char const* const names[] = {"first", "second", "third", "fourth", "fifth"};
  return i < 5 ? std::string("the ") + names[i] + " argument" : "argument " + std::to_string(i + 1);
}

IntTuple as_tuple(Args const& a, std::size_t i) {
  if (!a[i].is_tuple()) throw Error(argument(i) + " must be an integer or a tuple, got " + describe(a[i]));
  return a[i].tuple;
}

i64 as_int(Args const& a, std::size_t i) {
  if (!a[i].is_tuple() || !a[i].tuple.is_integer())
    throw Error(argument(i) + " must be an integer, got " + describe(a[i]));
  return a[i].tuple.value();
}

Layout as_layout(Args const& a, std::size_t i) {
  if (a[i].is_layout()) return a[i].layout;
  if (a[i].is_tuple() && !has_underscore(a[i].tuple)) return make_layout(a[i].tuple);
  throw Error(argument(i) + " must be a layout or a shape, got " + describe(a[i]));
}

Tiler to_tiler(Value const& v) {
  switch (v.kind) {
    case Value::Kind::layout: return Tiler::of(v.layout);
    case Value::Kind::tuple: return Tiler::of(v.tuple);
    case Value::Kind::tiler: {
      std::vector<Tiler> modes;
      for (auto const& m : v.modes) modes.push_back(to_tiler(m));
      return Tiler::tuple(std::move(modes));
    }
  }
  return {};
}

// A cotarget or a profile: an IntTuple, or a layout's shape.
IntTuple as_shape(Args const& a, std::size_t i) {
  if (a[i].is_layout()) return a[i].layout.shape;
  return as_tuple(a, i);
}

std::vector<i64> int_args(Args const& a, std::size_t from) {
  std::vector<i64> out;
  for (std::size_t i = from; i < a.size(); ++i) out.push_back(as_int(a, i));
  return out;
}

struct Function {
  std::size_t min_args;
  std::size_t max_args;  // SIZE_MAX: any number
  std::function<Value(Args const&)> apply;
};

using Binary = Layout (*)(Layout const&, Tiler const&);

Function tiler_op(Binary op) {
  return {2, 2, [op](Args const& a) { return Value(op(as_layout(a, 0), to_tiler(a[1]))); }};
}

// The IntTuple version when the first argument is a tuple, the Layout version otherwise.
template <class OnTuple, class OnLayout>
Value tuple_or_layout(Args const& a, OnTuple on_tuple, OnLayout on_layout) {
  if (a[0].is_tuple()) return Value(on_tuple(a[0].tuple));
  return Value(on_layout(as_layout(a, 0)));
}

// size/rank/depth/shape/stride/cosize (X, i...): of the sub-tuple or sublayout at the indices.
template <class OnTuple, class OnLayout>
Function measure(OnTuple on_tuple, OnLayout on_layout) {
  return {1, SIZE_MAX, [on_tuple, on_layout](Args const& a) {
            std::vector<i64> const idx = int_args(a, 1);
            if (a[0].is_tuple() && !has_underscore(a[0].tuple)) return Value(on_tuple(get(a[0].tuple, idx)));
            return Value(on_layout(get(as_layout(a, 0), idx)));
          }};
}

std::map<std::string, Function, std::less<>> const& functions() {
  static std::map<std::string, Function, std::less<>> const table = [] {
    std::map<std::string, Function, std::less<>> f;
    // Coalesce, filter, flatten.
    f["coalesce"] = {1, 2, [](Args const& a) {
                       return Value(a.size() == 1 ? coalesce(as_layout(a, 0)) : coalesce(as_layout(a, 0), as_shape(a, 1)));
                     }};
    f["filter_zeros"] = {1, 2, [](Args const& a) {
                           return Value(a.size() == 1 ? filter_zeros(as_layout(a, 0))
                                                      : filter_zeros(as_layout(a, 0), as_shape(a, 1)));
                         }};
    f["filter"] = {1, 2, [](Args const& a) {
                     return Value(a.size() == 1 ? filter(as_layout(a, 0)) : filter(as_layout(a, 0), as_shape(a, 1)));
                   }};
    f["flatten"] = {1, 1, [](Args const& a) {
                      return tuple_or_layout(a, [](IntTuple const& t) { return flatten(t); },
                                             [](Layout const& l) { return flatten(l); });
                    }};
    // Modes: append, prepend, replace, group, take, select, get.
    auto extend = [](bool back) {
      return Function{1, 3, [back](Args const& a) {
                        i64 const rank = a.size() == 3 ? as_int(a, 2) : -1;
                        if (a[0].is_tuple()) {
                          if (a.size() < 2) throw Error("appending to a tuple needs the element to append");
                          IntTuple const x = as_tuple(a, 1);
                          return Value(back ? append(a[0].tuple, x, rank) : prepend(a[0].tuple, x, rank));
                        }
                        Layout const l = as_layout(a, 0);
                        Layout const x = a.size() >= 2 ? as_layout(a, 1) : Layout{1, 0};
                        return Value(back ? append(l, x, rank) : prepend(l, x, rank));
                      }};
    };
    f["append"] = extend(true);
    f["prepend"] = extend(false);
    f["replace"] = {3, 3, [](Args const& a) {
                      if (a[0].is_tuple()) return Value(replace(a[0].tuple, as_tuple(a, 1), as_int(a, 2)));
                      return Value(replace(as_layout(a, 0), as_layout(a, 1), as_int(a, 2)));
                    }};
    f["group"] = {3, 3, [](Args const& a) {
                    i64 const b = as_int(a, 1), e = as_int(a, 2);
                    return tuple_or_layout(a, [&](IntTuple const& t) { return group(t, b, e); },
                                           [&](Layout const& l) { return group(l, b, e); });
                  }};
    f["take"] = {3, 3, [](Args const& a) {
                   i64 const b = as_int(a, 1), e = as_int(a, 2);
                   return tuple_or_layout(a, [&](IntTuple const& t) { return take(t, b, e); },
                                          [&](Layout const& l) { return take(l, b, e); });
                 }};
    f["select"] = {2, SIZE_MAX, [](Args const& a) {
                     std::vector<i64> const idx = int_args(a, 1);
                     return tuple_or_layout(a, [&](IntTuple const& t) { return select(t, idx); },
                                            [&](Layout const& l) { return select(l, idx); });
                   }};
    Function const sub = {1, SIZE_MAX, [](Args const& a) {
                            std::vector<i64> const idx = int_args(a, 1);
                            return tuple_or_layout(a, [&](IntTuple const& t) { return get(t, idx); },
                                                   [&](Layout const& l) { return get(l, idx); });
                          }};
    f["get"] = sub;
    f["layout"] = sub;
    // Measures.
    f["size"] = measure([](IntTuple const& t) { return IntTuple(product(t)); },
                        [](Layout const& l) { return IntTuple(size(l)); });
    f["cosize"] = measure([](IntTuple const& t) { return IntTuple(cosize(make_layout(t))); },
                          [](Layout const& l) { return IntTuple(cosize(l)); });
    f["rank"] = measure([](IntTuple const& t) { return IntTuple(static_cast<i64>(t.rank())); },
                        [](Layout const& l) { return IntTuple(static_cast<i64>(l.rank())); });
    f["depth"] = measure([](IntTuple const& t) { return IntTuple(depth(t)); },
                         [](Layout const& l) { return IntTuple(depth(l)); });
    f["shape"] = measure([](IntTuple const& t) { return t; }, [](Layout const& l) { return l.shape; });
    f["stride"] = measure([](IntTuple const& t) { return make_layout(t).stride; },
                          [](Layout const& l) { return l.stride; });
    // Construction.
    f["make_layout"] = {1, SIZE_MAX, [](Args const& a) {
                          bool const tuples = std::all_of(a.begin(), a.end(), [](Value const& v) { return v.is_tuple(); });
                          if (tuples && a.size() == 1) return Value(make_layout(a[0].tuple));
                          if (tuples && a.size() == 2) return Value(make_layout(a[0].tuple, a[1].tuple));
                          std::vector<Layout> modes;
                          for (std::size_t i = 0; i < a.size(); ++i) {
                            if (!a[i].is_layout())
                              throw Error("make_layout(shape), make_layout(shape, stride) or make_layout(layouts...): "
                                              + argument(i) + " is " + describe(a[i]));
                            modes.push_back(a[i].layout);
                          }
                          return Value(concat(modes));
                        }};
    // Composition, complement, inverses.
    f["composition"] = {2, 2, [](Args const& a) {
                          Layout const lhs = as_layout(a, 0);
                          if (a[1].is_layout()) return Value(composition(lhs, a[1].layout));
                          return Value(composition(lhs, to_tiler(a[1])));
                        }};
    f["complement"] = {1, 2, [](Args const& a) {
                         return Value(a.size() == 1 ? complement(as_layout(a, 0)) : complement(as_layout(a, 0), as_shape(a, 1)));
                       }};
    f["right_inverse"] = {1, 1, [](Args const& a) { return Value(right_inverse(as_layout(a, 0))); }};
    f["left_inverse"] = {1, 1, [](Args const& a) { return Value(left_inverse(as_layout(a, 0))); }};
    // Divides and products.
    f["logical_divide"] = tiler_op(logical_divide);
    f["zipped_divide"] = tiler_op(zipped_divide);
    f["tiled_divide"] = tiler_op(tiled_divide);
    f["flat_divide"] = tiler_op(flat_divide);
    f["logical_product"] = tiler_op(logical_product);
    f["zipped_product"] = tiler_op(zipped_product);
    f["tiled_product"] = tiler_op(tiled_product);
    f["flat_product"] = tiler_op(flat_product);
    f["blocked_product"] = {2, 2, [](Args const& a) { return Value(blocked_product(as_layout(a, 0), as_layout(a, 1))); }};
    f["raked_product"] = {2, 2, [](Args const& a) { return Value(raked_product(as_layout(a, 0), as_layout(a, 1))); }};
    f["tile_to_shape"] = {2, 3, [](Args const& a) {
                            std::optional<IntTuple> order;
                            if (a.size() == 3) order = as_tuple(a, 2);
                            return Value(tile_to_shape(as_layout(a, 0), as_shape(a, 1), order));
                          }};
    // Recasts and common layouts.
    f["upcast"] = {2, 2, [](Args const& a) { return Value(upcast(as_layout(a, 0), as_int(a, 1))); }};
    f["downcast"] = {2, 2, [](Args const& a) { return Value(downcast(as_layout(a, 0), as_int(a, 1))); }};
    f["max_common_vector"] = {2, 2, [](Args const& a) {
                                return Value(max_common_vector(as_layout(a, 0), as_layout(a, 1)));
                              }};
    f["max_common_layout"] = {2, 2, [](Args const& a) {
                                return Value(max_common_layout(as_layout(a, 0), as_layout(a, 1)));
                              }};
    f["nullspace"] = {1, 1, [](Args const& a) { return Value(nullspace(as_layout(a, 0))); }};
    // Predicates: 1 or 0.
    f["is_injective"] = {1, 1, [](Args const& a) { return Value(i64{is_injective(as_layout(a, 0))}); }};
    f["is_surjective"] = {2, 2, [](Args const& a) { return Value(i64{is_surjective(as_layout(a, 0), as_int(a, 1))}); }};
    f["is_bijective"] = {2, 2, [](Args const& a) { return Value(i64{is_bijective(as_layout(a, 0), as_int(a, 1))}); }};
    f["is_compact"] = {1, 1, [](Args const& a) { return Value(i64{is_compact(as_layout(a, 0))}); }};
    return f;
  }();
  return table;
}

void check_size(IntTuple const& t, std::size_t& leaves, int level) {
  if (level > max_depth) throw Error("the result nests deeper than " + std::to_string(max_depth) + " levels");
  if (!t.is_tuple()) {
    if (++leaves > max_leaves) throw Error("the result has more than " + std::to_string(max_leaves) + " modes");
    return;
  }
  for (auto const& e : t.elems()) check_size(e, leaves, level + 1);
}

void check_limits(Value const& v, std::size_t& leaves, int level = 0) {
  if (level > max_depth) throw Error("the result nests deeper than " + std::to_string(max_depth) + " levels");
  switch (v.kind) {
    case Value::Kind::tuple: check_size(v.tuple, leaves, level); break;
    case Value::Kind::layout: check_size(v.layout.shape, leaves, level); break;
    case Value::Kind::tiler:
      for (auto const& m : v.modes) check_limits(m, leaves, level + 1);
      break;
  }
}

Value checked(Value v, std::size_t column) {
  std::size_t leaves = 0;
  try {
    check_limits(v, leaves);
  } catch (Error const& e) {
    throw Error(e.what(), column);
  }
  return v;
}

Value eval(Node const& n);

std::vector<Value> eval_all(std::vector<Node> const& nodes, std::size_t from = 0) {
  std::vector<Value> out;
  for (std::size_t i = from; i < nodes.size(); ++i) out.push_back(eval(nodes[i]));
  return out;
}

IntTuple tuple_element(Value const& v, Node const& at, char const* where) {
  if (!v.is_tuple())
    throw Error(std::string(where) + " must be integers or tuples, got " + describe(v) +
                    " (use make_layout(...) to concatenate layouts and <...> for tilers)",
                at.column);
  return v.tuple;
}

Value eval(Node const& n) {
  switch (n.kind) {
    case Node::Kind::integer: return Value(n.value);
    case Node::Kind::underscore: return Value(IntTuple::underscore());
    case Node::Kind::tuple: {
      std::vector<IntTuple> elems;
      for (auto const& k : n.kids) elems.push_back(tuple_element(eval(k), k, "a tuple's elements"));
      return checked(Value(IntTuple::tuple(std::move(elems))), n.column);
    }
    case Node::Kind::layout: {
      IntTuple shape = tuple_element(eval(n.kids[0]), n.kids[0], "a shape's extents");
      IntTuple stride = tuple_element(eval(n.kids[1]), n.kids[1], "a stride's elements");
      try {
        return checked(Value(make_layout(std::move(shape), std::move(stride))), n.column);
      } catch (Error const& e) {
        if (e.column() != 0) throw;
        throw Error(e.what(), n.column);
      }
    }
    case Node::Kind::tiler: return checked(Value::tiler(eval_all(n.kids)), n.column);
    case Node::Kind::call: {
      auto const& table = functions();
      auto const it = table.find(n.name);
      if (it == table.end()) throw Error("unknown function '" + n.name + "'", n.column);
      Function const& fn = it->second;
      if (n.kids.size() < fn.min_args || n.kids.size() > fn.max_args) {
        std::string expected = std::to_string(fn.min_args);
        if (fn.max_args == SIZE_MAX) expected += " or more";
        else if (fn.max_args != fn.min_args) expected += " to " + std::to_string(fn.max_args);
        throw Error(n.name + " takes " + expected + " argument" + (fn.max_args == 1 ? "" : "s") + ", got " +
                        std::to_string(n.kids.size()),
                    n.column);
      }
      Args const args = eval_all(n.kids);
      try {
        return checked(fn.apply(args), n.column);
      } catch (Error const& e) {
        if (e.column() != 0) throw;
        throw Error(n.name + ": " + e.what(), n.column);
      }
    }
    case Node::Kind::apply: {
      Value const callee = eval(n.kids[0]);
      std::vector<IntTuple> coord;
      for (std::size_t i = 1; i < n.kids.size(); ++i)
        coord.push_back(tuple_element(eval(n.kids[i]), n.kids[i], "a coordinate's elements"));
      try {
        Layout const l = to_layout(callee);
        IntTuple const c = coord.size() == 1 ? coord[0] : IntTuple::tuple(std::move(coord));
        if (has_underscore(c)) return checked(Value(slice(c, l)), n.column);
        return Value(evaluate(l, c));
      } catch (Error const& e) {
        if (e.column() != 0) throw;
        throw Error(std::string("evaluation: ") + e.what(), n.column);
      }
    }
  }
  throw Error("unknown expression", n.column);
}

}  // namespace

Layout to_layout(Value const& v) {
  if (v.is_layout()) return v.layout;
  if (v.is_tuple() && !has_underscore(v.tuple)) return make_layout(v.tuple);
  throw Error("expected a layout or a shape, got " + describe(v));
}

Value evaluate(Node const& expression) { return eval(expression); }

Value evaluate(std::string_view text) { return eval(parse(text)); }

std::string format_error(Error const& e) {
  std::string out = std::string("error: ") + e.what();
  if (e.column() != 0) out += " (column " + std::to_string(e.column()) + ")";
  return out;
}

std::string evaluate_line(std::string_view text) {
  try {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) throw Error("empty expression", 1);
    return to_string(evaluate(text));
  } catch (Error const& e) {
    return format_error(e);
  } catch (std::bad_alloc const&) {
    return "error: out of memory";
  }
}

std::vector<std::string> function_names() {
  std::vector<std::string> names;
  for (auto const& [name, fn] : functions()) names.push_back(name);
  return names;
}

}  // namespace cute_layout
