#!/usr/bin/env python3
"""Writes mma_sm75.hpp and mma_sm80.hpp beside this file: CuTe's SM75 and SM80 mma.sync operations
(SM75_16x8x8_F32F16F16F32_TN, SM80_16x8x16_F32F16F16F32_TN, SM80_16x8x32_S32S8U8S32_TN_SATURATE, ...),
one struct each with its register arrays and its fma(), the instruction as inline asm. Inline asm
needs every register spelled out and its opcode as a literal, and the structs must keep CuTe's names
(kernel symbols name them), hence the generator.
Run: python3 src/cute/arch/mma_sync_gen.py            (rewrites the headers)
     python3 src/cute/arch/mma_sync_gen.py --check    (exit 1 if a header is not this output)"""

import sys

from generated_headers import write_or_check


F32, U32, F64 = "float", "std::uint32_t", "double"
CONSTRAINT = {F32: "f", U32: "r", F64: "d"}


def op(name, shape, types, d, a, b, c, saturate=False, note="", majors="row.col"):
    """name: CuTe's; shape: mMnNkK; types: PTX D.A.B.C types; d/a/b/c: (register type, count);
    majors: PTX's layouts of A and B (mma.sync takes only row.col, but for SM70's m8n8k4)."""
    return dict(name=name, shape=shape, types=types, regs=dict(D=d, A=a, B=b, C=c), saturate=saturate, note=note,
                majors=majors)


OPS = [
    op("SM80_16x8x16_F32F16F16F32_TN", "m16n8k16", "f32.f16.f16.f32", (F32, 4), (U32, 4), (U32, 2), (F32, 4),
       note="fp32 += fp16 * fp16"),
    op("SM80_16x8x16_F16F16F16F16_TN", "m16n8k16", "f16.f16.f16.f16", (U32, 2), (U32, 4), (U32, 2), (U32, 2),
       note="fp16 += fp16 * fp16 (two fp16 a register)"),
    op("SM80_16x8x16_F32BF16BF16F32_TN", "m16n8k16", "f32.bf16.bf16.f32", (F32, 4), (U32, 4), (U32, 2), (F32, 4),
       note="fp32 += bf16 * bf16"),
    op("SM80_16x8x8_F32TF32TF32F32_TN", "m16n8k8", "f32.tf32.tf32.f32", (F32, 4), (U32, 4), (U32, 2), (F32, 4),
       note="fp32 += tf32 * tf32 (one tf32 a register)"),
    op("SM80_16x8x8_F16F16F16F16_TN", "m16n8k8", "f16.f16.f16.f16", (U32, 2), (U32, 2), (U32, 1), (U32, 2)),
    op("SM80_16x8x8_F32F16F16F32_TN", "m16n8k8", "f32.f16.f16.f32", (F32, 4), (U32, 2), (U32, 1), (F32, 4)),
    op("SM80_16x8x8_F32BF16BF16F32_TN", "m16n8k8", "f32.bf16.bf16.f32", (F32, 4), (U32, 2), (U32, 1), (F32, 4)),
    op("SM80_16x8x4_F32TF32TF32F32_TN", "m16n8k4", "f32.tf32.tf32.f32", (F32, 4), (U32, 2), (U32, 1), (F32, 4)),
    op("SM80_8x8x4_F64F64F64F64_TN", "m8n8k4", "f64.f64.f64.f64", (F64, 2), (F64, 1), (F64, 1), (F64, 2)),
]
# The 8-bit integer operations: signed or unsigned A and B, each also saturating (.satfinite); the
# 32-bit results in uint32_t registers, as CuTe's.
for mnk, shape, (na, nb, ncd) in (("8x8x16", "m8n8k16", (1, 1, 2)), ("16x8x16", "m16n8k16", (2, 1, 4)),
                                  ("16x8x32", "m16n8k32", (4, 2, 4))):
    for ta in ("S8", "U8"):
        for tb in ("S8", "U8"):
            for saturate in (False, True):
                OPS.append(op(f"SM80_{mnk}_S32{ta}{tb}S32_TN" + ("_SATURATE" if saturate else ""), shape,
                              f"s32.{ta.lower()}.{tb.lower()}.s32", (U32, ncd), (U32, na), (U32, nb), (U32, ncd),
                              saturate))

# The two Turing operations CuTe names (mma.sync from SM75 on): the same instructions as SM80's.
SM75_OPS = [
    op("SM75_16x8x8_F32F16F16F32_TN", "m16n8k8", "f32.f16.f16.f32", (F32, 4), (U32, 2), (U32, 1), (F32, 4)),
    op("SM75_8x8x16_S32S8S8S32_TN", "m8n8k16", "s32.s8.s8.s32", (U32, 2), (U32, 1), (U32, 1), (U32, 2)),
]

# SM89 (Ada) and later: fp8 operands, E4M3 or E5M2 for each of A and B, fp32 or fp16 accumulators,
# in the registers of the 8-bit integer 16x8x32 operation.
SM89_OPS = []
for acc, ptx_acc, cd in (("F32", "f32", (F32, 4)), ("F16", "f16", (U32, 2))):
    for ta in ("E4M3", "E5M2"):
        for tb in ("E4M3", "E5M2"):
            SM89_OPS.append(op(f"SM89_16x8x32_{acc}{ta}{tb}{acc}_TN", "m16n8k32",
                               f"{ptx_acc}.{ta.lower()}.{tb.lower()}.{ptx_acc}", cd, (U32, 4), (U32, 2), cd,
                               note=f"{ptx_acc} += {ta.lower()} * {tb.lower()}"))

# SM70 (Volta) and later: m8n8k4 on fp16, where each of the warp's four quadpairs (threads 0-3 with
# 16-19, 4-7 with 20-23, ...) multiplies its own 8x8x4 tile. CuTe's _TN/_NT/_NN/_TT say whether A
# and B are K-major (T for A, N for B: PTX's .row for A, .col for B) or M/N-major.
SM70_MAJORS = {"TN": "row.col", "NT": "col.row", "NN": "col.col", "TT": "row.row"}
SM70_OPS = [op(f"SM70_8x8x4_F16F16F16F16_{ab}", "m8n8k4", "f16.f16.f16.f16", (U32, 4), (U32, 2), (U32, 2), (U32, 4),
               majors=majors) for ab, majors in SM70_MAJORS.items()]
SM70_OPS += [op(f"SM70_8x8x4_F32F16F16F32_{ab}", "m8n8k4", "f32.f16.f16.f32", (F32, 8), (U32, 2), (U32, 2), (F32, 8),
                majors=majors) for ab, majors in SM70_MAJORS.items()]

# Complex fp64, 8x8x4, as CuTe's SM80_8x8x4_C64C64C64C64_TN: four real fp64 operations (the real
# and imaginary parts of A * B), no instruction of its own.
SM80_COMPLEX = """
/// complex<double> 8x8x4: D = A * B + C as four SM80_8x8x4_F64F64F64F64_TN, Re(D) = Re(A) Re(B) -
/// Im(A) Im(B) + Re(C) and Im(D) = Re(A) Im(B) + Im(A) Re(B) + Im(C), each thread negating its own
/// part of Im(A) (the product is linear in every element).
CUTE_EXPORT struct SM80_8x8x4_C64C64C64C64_TN {
  using DRegisters = complex<double>[2];
  using ARegisters = complex<double>[1];
  using BRegisters = complex<double>[1];
  using CRegisters = complex<double>[2];
  CUTE_HOST_DEVICE static void fma(complex<double>& d0, complex<double>& d1, complex<double> const& a0,
                                   complex<double> const& b0, complex<double> const& c0, complex<double> const& c1) {
    using Real = SM80_8x8x4_F64F64F64F64_TN;
    Real::fma(d0.real(), d1.real(), a0.real(), b0.real(), c0.real(), c1.real());
    Real::fma(d0.imag(), d1.imag(), a0.imag(), b0.real(), c0.imag(), c1.imag());
    Real::fma(d0.real(), d1.real(), -a0.imag(), b0.imag(), d0.real(), d1.real());
    Real::fma(d0.imag(), d1.imag(), a0.real(), b0.imag(), d0.imag(), d1.imag());
  }
};
"""

HEADERS = {
    "mma_sm80.hpp": ("SM80", OPS, """\
// cute/arch/mma_sm80.hpp: mma.sync (SM80+), a warp's 16x8xK (8x8xK) matrix multiply-accumulate with A
// row-major (T) and B column-major (N): D = A * B + C, each thread holding its part of A, B, C and D
// in registers (which part is the MMA_Traits' thread/value layouts, cute/atom/mma_traits_sm80.hpp).
// Generated by mma_sync_gen.py (the table of operations is there): do not edit.
""", SM80_COMPLEX),
    "mma_sm89.hpp": ("SM89", SM89_OPS, """\
// cute/arch/mma_sm89.hpp: the fp8 mma.sync operations of SM89 (Ada) and later, 16x8x32 with A and B
// each E4M3 or E5M2 and fp32 or fp16 accumulators (traits: cute/atom/mma_traits_sm89.hpp).
// Generated by mma_sync_gen.py (the table of operations is there): do not edit.
"""),
    "mma_sm70.hpp": ("SM70", SM70_OPS, """\
// cute/arch/mma_sm70.hpp: the fp16 mma.sync operations of SM70 (Volta) and later, m8n8k4 per
// quadpair, fp16 or fp32 accumulators, A and B each K-major or not (traits:
// cute/atom/mma_traits_sm70.hpp).
// Generated by mma_sync_gen.py (the table of operations is there): do not edit.
"""),
    "mma_sm75.hpp": ("SM75", SM75_OPS, """\
// cute/arch/mma_sm75.hpp: the mma.sync operations CuTe names for SM75 (Turing) and later: the
// instructions of SM80's SM80_16x8x8_F32F16F16F32_TN and SM80_8x8x16_S32S8S8S32_TN under CuTe's
// SM75 names (traits: cute/atom/mma_traits_sm75.hpp).
// Generated by mma_sync_gen.py (the table of operations is there): do not edit.
"""),
}


def struct(o, arch):
    names = {k: [f"{k.lower()}{i}" for i in range(n)] for k, (_, n) in o["regs"].items()}
    params = ([f"{o['regs']['D'][0]}& {x}" for x in names["D"]] +
              [f"{o['regs'][k][0]} const& {x}" for k in "ABC" for x in names[k]])
    everything = [x for k in "DABC" for x in names[k]]
    first, groups = 0, []
    for k in "DABC":
        n = o["regs"][k][1]
        groups.append("{" + ", ".join(f"%{first + i}" for i in range(n)) + "}")
        first += n
    opcode = f"mma.sync.aligned.{o['shape']}.{o['majors']}.{'satfinite.' if o['saturate'] else ''}{o['types']}"
    outputs = ", ".join(f'"={CONSTRAINT[o["regs"]["D"][0]]}"({x})' for x in names["D"])
    inputs = ", ".join(f'"{CONSTRAINT[o["regs"][k][0]]}"({x})' for k in "ABC" for x in names[k])
    note = f": {o['note']}" if o["note"] else ""
    regs = "\n".join(f"  using {k}Registers = {t}[{n}];" for k, (t, n) in o["regs"].items())
    return f"""
/// {opcode}{note}.
CUTE_EXPORT struct {o['name']} {{
{regs}
  CUTE_HOST_DEVICE static void fma({", ".join(params)}) {{
#if defined(CUTE_ARCH_MMA_{arch}_ENABLED)
    asm volatile("{opcode} {", ".join(groups)};\\n"
                 : {outputs}
                 : {inputs});
#else
    {", ".join(f"(void){x}" for x in everything)};
    detail::unsupported_instruction("{o['name']} (mma.sync)");
#endif
  }}
}};
"""


def generate(arch, ops, comment, tail=""):
    # complex<T> (the tail's) comes with cute/numeric.hpp, which cute/arch/config.hpp includes.
    return (comment + "#pragma once\n#include <cute/arch/config.hpp>\n\nnamespace cute {\n" +
            "".join(struct(o, arch) for o in ops) + tail + "\n}  // namespace cute\n")


def main():
    outputs = {name: generate(*spec) for name, spec in HEADERS.items()}
    return write_or_check(outputs, __file__)

if __name__ == "__main__":
    sys.exit(main())
