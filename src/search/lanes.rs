//! The vector type of the search: four 32-bit lanes, SSE2 on x86-64, NEON
//! on aarch64 and plain arrays elsewhere. Loaded from `words[3 * digit..]`, lanes 0 to 2
//! hold a digit's three bands, so one operation serves every band of the
//! digit.
//!
//! Every function here is `#[inline(always)]`: the wider copies of the
//! search (see `dispatch.rs`) are only wider because everything they reach
//! is inlined into them. `scripts/check-inline.sh` checks it.

use super::tables::ROW;

/// Candidate words: 27, and one of padding so that they split into whole
/// 128-bit vectors. The padding word is never read as a candidate.
pub(super) const WORDS: usize = 28;
pub(super) type Words = [u32; WORDS];

/// Four 32-bit lanes. Loaded from `words[3 * digit..]`, lanes 0 to 2 hold
/// the digit's three bands, so one operation serves all bands; lane 3 is
/// whatever word follows and is never written back.
///
/// SSE2 on x86-64 and NEON on aarch64, both baseline there, so neither
/// needs a check at run time; plain arrays elsewhere, or when built with
/// `--cfg sudoku_portable`, which the tests use to run that path on x86-64
/// and aarch64 too (it also turns off the POPCNT and AVX2 builds of the
/// search).
#[derive(Clone, Copy)]
pub(super) struct Lanes(
    #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))] std::arch::x86_64::__m128i,
    #[cfg(all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)))]
    std::arch::aarch64::uint32x4_t,
    #[cfg(not(any(
        all(target_arch = "x86_64", not(sudoku_portable)),
        all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)),
    )))]
    [u32; 4],
);

#[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
impl Lanes {
    #[inline(always)]
    pub(super) fn load(words: &Words, at: usize) -> Lanes {
        assert!(at + 4 <= WORDS);
        // SAFETY: the assertion keeps the 16-byte unaligned load inside the
        // array. SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_loadu_si128(words.as_ptr().add(at).cast()) })
    }

    /// Four 16-bit values from `halves[at..]`, one a lane.
    #[inline(always)]
    pub(super) fn load_halves(halves: &[u16; WORDS], at: usize) -> Lanes {
        use std::arch::x86_64::{_mm_loadl_epi64, _mm_setzero_si128, _mm_unpacklo_epi16};
        assert!(at + 4 <= WORDS);
        // SAFETY: the assertion keeps the 8-byte unaligned load inside the
        // array. SSE2 is part of every x86-64 CPU.
        Lanes(unsafe {
            let low = _mm_loadl_epi64(halves.as_ptr().add(at).cast());
            _mm_unpacklo_epi16(low, _mm_setzero_si128())
        })
    }

    #[inline(always)]
    pub(super) fn splat(value: u32) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_set1_epi32(value as i32) })
    }

    #[inline(always)]
    pub(super) fn from_array(values: [u32; 4]) -> Lanes {
        // SAFETY: as in `load`, reading all 16 bytes of the array.
        Lanes(unsafe { std::arch::x86_64::_mm_loadu_si128(values.as_ptr().cast()) })
    }

    #[inline(always)]
    pub(super) fn to_array(self) -> [u32; 4] {
        let mut values = [0u32; 4];
        // SAFETY: the store writes exactly the 16 bytes of `values`.
        unsafe { std::arch::x86_64::_mm_storeu_si128(values.as_mut_ptr().cast(), self.0) };
        values
    }

    #[inline(always)]
    pub(super) fn and_not(self, other: Lanes) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_andnot_si128(other.0, self.0) })
    }

    #[inline(always)]
    pub(super) fn shr<const BITS: i32>(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_srli_epi32::<BITS>(self.0) })
    }

    #[inline(always)]
    pub(super) fn shl<const BITS: i32>(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_slli_epi32::<BITS>(self.0) })
    }

    /// Lane `b` gets lane `(b + 1) % 3`, for `b` below 3.
    #[inline(always)]
    pub(super) fn next_band(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_shuffle_epi32::<0b11_00_10_01>(self.0) })
    }

    /// Lane `b` gets lane `(b + 2) % 3`, for `b` below 3.
    #[inline(always)]
    pub(super) fn band_after_next(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_shuffle_epi32::<0b11_01_00_10>(self.0) })
    }

    /// Each lane less one, wrapping.
    #[inline(always)]
    pub(super) fn minus_one(self) -> Lanes {
        use std::arch::x86_64::{_mm_add_epi32, _mm_set1_epi32};
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { _mm_add_epi32(self.0, _mm_set1_epi32(-1)) })
    }

    /// All ones in the lanes that are zero, zero in the others.
    #[inline(always)]
    pub(super) fn zero_lanes(self) -> Lanes {
        use std::arch::x86_64::{_mm_cmpeq_epi32, _mm_setzero_si128};
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { _mm_cmpeq_epi32(self.0, _mm_setzero_si128()) })
    }

    /// Whether lanes 0 to 2 are all zero.
    #[inline(always)]
    pub(super) fn bands_empty(self) -> bool {
        use std::arch::x86_64::{
            _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_ps, _mm_setzero_si128,
        };
        // SAFETY: SSE2 is part of every x86-64 CPU.
        let zero = unsafe {
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(
                self.0,
                _mm_setzero_si128(),
            )))
        };
        zero & 0b111 == 0b111
    }

    /// Bit `i` set where lane `i` equals that of `other`.
    #[inline(always)]
    pub(super) fn equal_lanes(self, other: Lanes) -> u32 {
        use std::arch::x86_64::{_mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_ps};
        // SAFETY: SSE2 is part of every x86-64 CPU.
        unsafe { _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(self.0, other.0))) as u32 }
    }
}

#[cfg(all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)))]
impl Lanes {
    #[inline(always)]
    pub(super) fn load(words: &Words, at: usize) -> Lanes {
        assert!(at + 4 <= WORDS);
        // SAFETY: the assertion keeps the 16-byte load inside the array; NEON
        // loads of 32-bit lanes need only 4-byte alignment, which a u32 has.
        Lanes(unsafe { std::arch::aarch64::vld1q_u32(words.as_ptr().add(at)) })
    }

    /// Four 16-bit values from `halves[at..]`, one a lane.
    #[inline(always)]
    pub(super) fn load_halves(halves: &[u16; WORDS], at: usize) -> Lanes {
        use std::arch::aarch64::{vld1_u16, vmovl_u16};
        assert!(at + 4 <= WORDS);
        // SAFETY: the assertion keeps the 8-byte load inside the array, of
        // u16s, as the load wants.
        Lanes(unsafe { vmovl_u16(vld1_u16(halves.as_ptr().add(at))) })
    }

    #[inline(always)]
    pub(super) fn splat(value: u32) -> Lanes {
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        Lanes(unsafe { std::arch::aarch64::vdupq_n_u32(value) })
    }

    #[inline(always)]
    pub(super) fn from_array(values: [u32; 4]) -> Lanes {
        // SAFETY: reads exactly the 16 bytes of the array.
        Lanes(unsafe { std::arch::aarch64::vld1q_u32(values.as_ptr()) })
    }

    #[inline(always)]
    pub(super) fn to_array(self) -> [u32; 4] {
        let mut values = [0u32; 4];
        // SAFETY: the store writes exactly the 16 bytes of `values`.
        unsafe { std::arch::aarch64::vst1q_u32(values.as_mut_ptr(), self.0) };
        values
    }

    #[inline(always)]
    pub(super) fn and_not(self, other: Lanes) -> Lanes {
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        Lanes(unsafe { std::arch::aarch64::vbicq_u32(self.0, other.0) })
    }

    #[inline(always)]
    pub(super) fn shr<const BITS: i32>(self) -> Lanes {
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        Lanes(unsafe { std::arch::aarch64::vshrq_n_u32::<BITS>(self.0) })
    }

    #[inline(always)]
    pub(super) fn shl<const BITS: i32>(self) -> Lanes {
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        Lanes(unsafe { std::arch::aarch64::vshlq_n_u32::<BITS>(self.0) })
    }

    /// The lanes picked by byte indices: one TBL instruction.
    #[inline(always)]
    fn pick_bytes(self, order: [u8; 16]) -> Lanes {
        use std::arch::aarch64::{
            vld1q_u8, vqtbl1q_u8, vreinterpretq_u32_u8, vreinterpretq_u8_u32,
        };
        // SAFETY: the load reads exactly the 16 bytes of `order`; the rest is
        // NEON, part of every aarch64 CPU this target builds for.
        Lanes(unsafe {
            let order = vld1q_u8(order.as_ptr());
            vreinterpretq_u32_u8(vqtbl1q_u8(vreinterpretq_u8_u32(self.0), order))
        })
    }

    /// Lane `b` gets lane `(b + 1) % 3`, for `b` below 3.
    #[inline(always)]
    pub(super) fn next_band(self) -> Lanes {
        self.pick_bytes([4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 12, 13, 14, 15])
    }

    /// Lane `b` gets lane `(b + 2) % 3`, for `b` below 3.
    #[inline(always)]
    pub(super) fn band_after_next(self) -> Lanes {
        self.pick_bytes([8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15])
    }

    /// Each lane less one, wrapping.
    #[inline(always)]
    pub(super) fn minus_one(self) -> Lanes {
        use std::arch::aarch64::{vdupq_n_u32, vsubq_u32};
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        Lanes(unsafe { vsubq_u32(self.0, vdupq_n_u32(1)) })
    }

    /// All ones in the lanes that are zero, zero in the others.
    #[inline(always)]
    pub(super) fn zero_lanes(self) -> Lanes {
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        Lanes(unsafe { std::arch::aarch64::vceqzq_u32(self.0) })
    }

    /// Whether lanes 0 to 2 are all zero.
    #[inline(always)]
    pub(super) fn bands_empty(self) -> bool {
        use std::arch::aarch64::{vmaxvq_u32, vsetq_lane_u32};
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        unsafe { vmaxvq_u32(vsetq_lane_u32::<3>(0, self.0)) == 0 }
    }

    /// Bit `i` set where lane `i` equals that of `other`.
    #[inline(always)]
    pub(super) fn equal_lanes(self, other: Lanes) -> u32 {
        use std::arch::aarch64::{vaddvq_u32, vandq_u32, vceqq_u32, vld1q_u32};
        const BITS: [u32; 4] = [1, 2, 4, 8];
        // SAFETY: the load reads exactly the 16 bytes of BITS; the rest is
        // NEON, part of every aarch64 CPU this target builds for.
        unsafe {
            vaddvq_u32(vandq_u32(
                vceqq_u32(self.0, other.0),
                vld1q_u32(BITS.as_ptr()),
            ))
        }
    }
}

#[cfg(not(any(
    all(target_arch = "x86_64", not(sudoku_portable)),
    all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)),
)))]
impl Lanes {
    #[inline(always)]
    pub(super) fn load(words: &Words, at: usize) -> Lanes {
        Lanes([words[at], words[at + 1], words[at + 2], words[at + 3]])
    }

    #[inline(always)]
    pub(super) fn load_halves(halves: &[u16; WORDS], at: usize) -> Lanes {
        Lanes(std::array::from_fn(|lane| halves[at + lane] as u32))
    }

    #[inline(always)]
    pub(super) fn splat(value: u32) -> Lanes {
        Lanes([value; 4])
    }

    #[inline(always)]
    pub(super) fn from_array(values: [u32; 4]) -> Lanes {
        Lanes(values)
    }

    #[inline(always)]
    pub(super) fn to_array(self) -> [u32; 4] {
        self.0
    }

    #[inline(always)]
    pub(super) fn and_not(self, other: Lanes) -> Lanes {
        Lanes(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    #[inline(always)]
    pub(super) fn shr<const BITS: i32>(self) -> Lanes {
        Lanes(self.0.map(|lane| lane >> BITS))
    }

    #[inline(always)]
    pub(super) fn shl<const BITS: i32>(self) -> Lanes {
        Lanes(self.0.map(|lane| lane << BITS))
    }

    #[inline(always)]
    pub(super) fn next_band(self) -> Lanes {
        let [a, b, c, d] = self.0;
        Lanes([b, c, a, d])
    }

    #[inline(always)]
    pub(super) fn band_after_next(self) -> Lanes {
        let [a, b, c, d] = self.0;
        Lanes([c, a, b, d])
    }

    #[inline(always)]
    pub(super) fn bands_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    #[inline(always)]
    pub(super) fn minus_one(self) -> Lanes {
        Lanes(self.0.map(|lane| lane.wrapping_sub(1)))
    }

    #[inline(always)]
    pub(super) fn zero_lanes(self) -> Lanes {
        Lanes(self.0.map(|lane| if lane == 0 { u32::MAX } else { 0 }))
    }

    #[inline(always)]
    pub(super) fn equal_lanes(self, other: Lanes) -> u32 {
        let mut equal = 0;
        for lane in 0..4 {
            equal |= ((self.0[lane] == other.0[lane]) as u32) << lane;
        }
        equal
    }
}

impl std::ops::BitAnd for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitand(self, other: Lanes) -> Lanes {
        #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
        // SAFETY: SSE2 is part of every x86-64 CPU.
        return Lanes(unsafe { std::arch::x86_64::_mm_and_si128(self.0, other.0) });
        #[cfg(all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)))]
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        return Lanes(unsafe { std::arch::aarch64::vandq_u32(self.0, other.0) });
        #[cfg(not(any(
            all(target_arch = "x86_64", not(sudoku_portable)),
            all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)),
        )))]
        return Lanes(std::array::from_fn(|i| self.0[i] & other.0[i]));
    }
}

impl std::ops::BitOr for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitor(self, other: Lanes) -> Lanes {
        #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
        // SAFETY: SSE2 is part of every x86-64 CPU.
        return Lanes(unsafe { std::arch::x86_64::_mm_or_si128(self.0, other.0) });
        #[cfg(all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)))]
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        return Lanes(unsafe { std::arch::aarch64::vorrq_u32(self.0, other.0) });
        #[cfg(not(any(
            all(target_arch = "x86_64", not(sudoku_portable)),
            all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)),
        )))]
        return Lanes(std::array::from_fn(|i| self.0[i] | other.0[i]));
    }
}

impl std::ops::BitXor for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitxor(self, other: Lanes) -> Lanes {
        #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
        // SAFETY: SSE2 is part of every x86-64 CPU.
        return Lanes(unsafe { std::arch::x86_64::_mm_xor_si128(self.0, other.0) });
        #[cfg(all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)))]
        // SAFETY: NEON is part of every aarch64 CPU this target builds for.
        return Lanes(unsafe { std::arch::aarch64::veorq_u32(self.0, other.0) });
        #[cfg(not(any(
            all(target_arch = "x86_64", not(sudoku_portable)),
            all(target_arch = "aarch64", target_feature = "neon", not(sudoku_portable)),
        )))]
        return Lanes(std::array::from_fn(|i| self.0[i] ^ other.0[i]));
    }
}

impl Lanes {
    /// Whether lanes 0 to 2 equal those of `other`.
    #[inline(always)]
    pub(super) fn bands_equal(self, other: Lanes) -> bool {
        self.equal_lanes(other) & 0b111 == 0b111
    }
}

/// All ones in the lanes holding exactly two bits, zero in the others.
#[inline(always)]
pub(super) fn exactly_two(bits: Lanes) -> Lanes {
    let rest = bits & bits.minus_one();
    (rest & rest.minus_one())
        .zero_lanes()
        .and_not(rest.zero_lanes())
}

/// Spreads nine column bits over the three rows of a band.
#[inline(always)]
pub(super) fn to_rows(cols: Lanes) -> Lanes {
    cols | cols.shl::<9>() | cols.shl::<18>()
}

/// The columns of each lane's cells.
#[inline(always)]
pub(super) fn to_cols(cells: Lanes) -> Lanes {
    (cells | cells.shr::<9>() | cells.shr::<18>()) & Lanes::splat(ROW)
}

/// Bit-parallel counts of the values added: each bit of `once`, `twice`,
/// `thrice` and `more` is set where at least one, two, three or four of the
/// values had it. For words of cells and for lanes alike; levels a caller
/// never reads cost nothing once inlined.
#[derive(Clone, Copy)]
pub(super) struct Tally<T> {
    pub(super) once: T,
    pub(super) twice: T,
    pub(super) thrice: T,
    pub(super) more: T,
}

impl<T> Tally<T>
where
    T: Copy + std::ops::BitAnd<Output = T> + std::ops::BitOr<Output = T>,
{
    #[inline(always)]
    pub(super) fn new(zero: T) -> Tally<T> {
        Tally {
            once: zero,
            twice: zero,
            thrice: zero,
            more: zero,
        }
    }

    #[inline(always)]
    pub(super) fn add(&mut self, bits: T) {
        self.more = self.more | (self.thrice & bits);
        self.thrice = self.thrice | (self.twice & bits);
        self.twice = self.twice | (self.once & bits);
        self.once = self.once | bits;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words with a bit of every pattern the search meets: zero, one bit,
    /// all ones, lanes equal and not.
    fn samples() -> Vec<[u32; 4]> {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u32
        };
        let mut out = vec![
            [0; 4],
            [u32::MAX; 4],
            [1, 0, 0, 0],
            [0, 0, 0, 5],
            [7, 7, 7, 8],
        ];
        for _ in 0..200 {
            let mut lanes = [next(), next(), next(), next()];
            // Some lanes zero or sparse, as candidate words mostly are.
            let mode = next();
            for (i, lane) in lanes.iter_mut().enumerate() {
                match (mode >> (2 * i)) & 3 {
                    0 => *lane = 0,
                    1 => *lane &= next() & 0x07FF_FFFF,
                    _ => {}
                }
            }
            out.push(lanes);
        }
        out
    }

    /// Every operation of the lanes in use here (SSE2, NEON or plain
    /// arrays) against its definition, lane by lane.
    #[test]
    fn every_operation_matches_its_lane_by_lane_definition() {
        let samples = samples();
        for (n, &a) in samples.iter().enumerate() {
            let b = samples[(n * 7 + 3) % samples.len()];
            let (x, y) = (Lanes::from_array(a), Lanes::from_array(b));
            let each =
                |f: fn(u32, u32) -> u32| -> [u32; 4] { std::array::from_fn(|i| f(a[i], b[i])) };
            assert_eq!(x.to_array(), a);
            assert_eq!((x & y).to_array(), each(|p, q| p & q));
            assert_eq!((x | y).to_array(), each(|p, q| p | q));
            assert_eq!((x ^ y).to_array(), each(|p, q| p ^ q));
            assert_eq!(x.and_not(y).to_array(), each(|p, q| p & !q));
            assert_eq!(x.shr::<1>().to_array(), a.map(|p| p >> 1));
            assert_eq!(x.shr::<18>().to_array(), a.map(|p| p >> 18));
            assert_eq!(x.shl::<2>().to_array(), a.map(|p| p << 2));
            assert_eq!(x.shl::<16>().to_array(), a.map(|p| p << 16));
            assert_eq!(x.next_band().to_array(), [a[1], a[2], a[0], a[3]]);
            assert_eq!(x.band_after_next().to_array(), [a[2], a[0], a[1], a[3]]);
            assert_eq!(x.minus_one().to_array(), a.map(|p| p.wrapping_sub(1)));
            assert_eq!(
                x.zero_lanes().to_array(),
                a.map(|p| if p == 0 { u32::MAX } else { 0 })
            );
            assert_eq!(x.bands_empty(), a[..3] == [0, 0, 0]);
            let equal = (0..4).map(|i| ((a[i] == b[i]) as u32) << i).sum::<u32>();
            assert_eq!(x.equal_lanes(y), equal);
            assert_eq!(x.equal_lanes(x), 0b1111);
            assert_eq!(Lanes::splat(a[0]).to_array(), [a[0]; 4]);
            assert_eq!(
                exactly_two(x).to_array(),
                a.map(|p| if p.count_ones() == 2 { u32::MAX } else { 0 })
            );
        }
    }

    /// Which lanes this build has: scripts/check-portable.sh and
    /// scripts/check-aarch64.sh rely on `--cfg sudoku_portable` reaching
    /// the library, and on its absence giving the SIMD lanes.
    #[test]
    fn the_lanes_are_the_vector_type_this_build_should_have() {
        let name = std::any::type_name_of_val(&Lanes::splat(0).0);
        let expected = if cfg!(sudoku_portable) {
            "[u32; 4]"
        } else if cfg!(target_arch = "x86_64") {
            "__m128i"
        } else if cfg!(all(target_arch = "aarch64", target_feature = "neon")) {
            "uint32x4_t"
        } else {
            "[u32; 4]"
        };
        assert!(name.ends_with(expected), "{name}, not {expected}");
    }

    #[test]
    fn loads_read_four_words_or_halves_from_any_offset() {
        let words: Words = std::array::from_fn(|i| (i as u32).wrapping_mul(0x9E37_79B9));
        let halves: [u16; WORDS] = std::array::from_fn(|i| (i as u16).wrapping_mul(40_503));
        for at in 0..=WORDS - 4 {
            let expected: [u32; 4] = std::array::from_fn(|i| words[at + i]);
            assert_eq!(Lanes::load(&words, at).to_array(), expected);
            let expected: [u32; 4] = std::array::from_fn(|i| halves[at + i] as u32);
            assert_eq!(Lanes::load_halves(&halves, at).to_array(), expected);
        }
    }
}
