"""IntTuples and layouts as nested Python tuples of ints, evaluated as CuTe C++ does (truncating
division): what conformance.py and cute_unit_cases.py both check the tool's results with."""


def is_tuple(t):
    return isinstance(t, tuple)


def leaves(t):
    return [x for e in t for x in leaves(e)] if is_tuple(t) else [t]


def rebuild(t, it):
    """t's structure with its leaves taken from the iterator it."""
    return tuple(rebuild(e, it) for e in t) if is_tuple(t) else next(it)


def size(t):
    p = 1
    for x in leaves(t):
        p *= x
    return p


def tdiv(a, b):
    """C++'s truncating division."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def crd2idx(c, s, d):
    """The index of coordinate c (an integer: 1-D, the last mode absorbing the rest) in shape:stride."""
    if is_tuple(c):
        return sum(crd2idx(x, y, z) for x, y, z in zip(c, s, d))
    if not is_tuple(s):
        return c * d
    r = 0
    for i in range(len(s) - 1):
        p = size(s[i])
        q = tdiv(c, p)
        r += crd2idx(c - q * p, s[i], d[i])
        c = q
    return r + crd2idx(c, s[-1], d[-1])


def fmt(t):
    """CuTe's print syntax of an IntTuple, without the `_` of static integers."""
    return "(" + ",".join(fmt(e) for e in t) + ")" if is_tuple(t) else str(t)


def parse(text):
    """'(4,(2,3)):(1,(4,8))' -> (shape, stride); '12' -> 12; '(2,2)' -> (2,2)."""
    def tup(s, i):
        if s[i] == "(":
            items, i = [], i + 1
            while True:
                x, i = tup(s, i)
                items.append(x)
                if s[i] == ")":
                    return tuple(items), i + 1
                i += 1  # ','
        j = i
        while j < len(s) and (s[j].isdigit() or s[j] == "-"):
            j += 1
        return int(s[i:j]), j
    if ":" in text:
        a, b = text.split(":")
        return tup(a, 0)[0], tup(b, 0)[0]
    return tup(text, 0)[0]
