//! The vector type of the search: four 32-bit lanes, SSE2 on x86-64 and
//! plain arrays elsewhere. Loaded from `words[3 * digit..]`, lanes 0 to 2
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
/// SSE2 on x86-64; plain arrays elsewhere, or when built with
/// `--cfg sudoku_portable`, which the tests use to run that path here too
/// (it also turns off the POPCNT and AVX2 builds of the search).
#[derive(Clone, Copy)]
pub(super) struct Lanes(
    #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))] std::arch::x86_64::__m128i,
    #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))] [u32; 4],
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

#[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
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
        #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
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
        #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
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
        #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
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
