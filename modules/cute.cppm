// Module cute: everything of the host library.
export module cute;
export import cute.numeric;
export import cute.tuple;
export import cute.layout;
export import cute.swizzle;
export import cute.print;
export import cute.tensor;
export import cute.atom;
