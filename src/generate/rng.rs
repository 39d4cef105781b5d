//! The generator's one source of randomness: xoshiro256** seeded by
//! SplitMix64, with Lemire's unbiased bounded draw. Written out in full (and
//! specified in docs/GENERATE.md) so that another language reproduces every
//! puzzle from its seed; all arithmetic is on u64 and u32, wrapping, so the
//! stream is the same on every platform.

/// SplitMix64 (Steele, Lea, Flood 2014): only used to seed [`Rng`].
#[derive(Clone, Debug)]
struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// xoshiro256** (Blackman, Vigna 2018), its four words of state taken from
/// four successive SplitMix64 outputs of the seed.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// The generator for `seed`. SplitMix64 is a bijection of a counter, so
    /// its four outputs are never all zero, which xoshiro must avoid.
    pub fn new(seed: u64) -> Rng {
        let mut seeder = SplitMix64 { state: seed };
        Rng {
            s: [seeder.next(), seeder.next(), seeder.next(), seeder.next()],
        }
    }

    /// The next 64 bits of the stream.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A number in `0..n` (`n` at least 1), every value equally likely:
    /// Lemire's multiply-and-reject on the top 32 bits of each output.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let mut product = (self.next_u64() >> 32) * u64::from(n);
        if (product as u32) < n {
            // 2^32 mod n: the low words below it would favour some values.
            let threshold = n.wrapping_neg() % n;
            while (product as u32) < threshold {
                product = (self.next_u64() >> 32) * u64::from(n);
            }
        }
        (product >> 32) as u32
    }

    /// Shuffles `items` in place: Fisher-Yates from the last item down, the
    /// item at `i` swapped with the one at `below(i + 1)`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_its_reference_outputs() {
        // The reference C code (prng.di.unimi.it/splitmix64.c) from state 0.
        let mut seeder = SplitMix64 { state: 0 };
        assert_eq!(seeder.next(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(seeder.next(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(seeder.next(), 0x06c4_5d18_8009_454f);
    }

    #[test]
    fn xoshiro256starstar_matches_its_reference_outputs() {
        // The reference C code (prng.di.unimi.it/xoshiro256starstar.c) with
        // state {1, 2, 3, 4}.
        let mut rng = Rng { s: [1, 2, 3, 4] };
        let outputs: Vec<u64> = (0..6).map(|_| rng.next_u64()).collect();
        assert_eq!(
            outputs,
            [
                11520,
                0,
                1509978240,
                1215971899390074240,
                1216172134540287360,
                607988272756665600
            ]
        );
    }

    #[test]
    fn seeded_streams_match_the_documented_values() {
        // Computed by an independent implementation of the specification
        // in docs/GENERATE.md (Python, arbitrary-precision integers).
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0x99ec_5f36_cb75_f2b4);
        assert_eq!(rng.next_u64(), 0xbf6e_1f78_4956_452a);
        assert_eq!(rng.next_u64(), 0x1a5f_849d_4933_e6e0);
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        for n in [1u32, 2, 3, 9, 81, 1 << 31, u32::MAX] {
            let mut seen_top = false;
            let mut seen_zero = false;
            for _ in 0..if cfg!(miri) { 200 } else { 4000 } {
                let x = rng.below(n);
                assert!(x < n);
                seen_zero |= x == 0;
                seen_top |= x == n - 1;
            }
            if n <= 81 && !cfg!(miri) {
                assert!(seen_zero && seen_top, "n = {n}");
            }
        }
    }

    #[test]
    fn below_is_not_biased_on_small_ranges() {
        // 90,000 draws of 0..9: each count within 5 standard deviations
        // (sqrt(10000 * 8/9) is about 94) of 10,000.
        if cfg!(miri) {
            return;
        }
        let mut rng = Rng::new(42);
        let mut counts = [0u32; 9];
        for _ in 0..90_000 {
            counts[rng.below(9) as usize] += 1;
        }
        for count in counts {
            assert!((9_530..=10_470).contains(&count), "{counts:?}");
        }
    }

    #[test]
    fn below_rejects_the_biased_low_words() {
        // For n = 3 * 2^30, 2^32 mod n is 2^30: a quarter of the draws fall
        // below it and must be drawn again. Replays the stream by hand.
        let n = 3u32 << 30;
        let mut rng = Rng::new(1);
        let mut replay = Rng::new(1);
        for _ in 0..if cfg!(miri) { 50 } else { 1000 } {
            let got = rng.below(n);
            let threshold = n.wrapping_neg() % n;
            let expected = loop {
                let product = (replay.next_u64() >> 32) * u64::from(n);
                if product as u32 >= threshold {
                    break (product >> 32) as u32;
                }
            };
            assert_eq!(got, expected);
        }
    }
}
