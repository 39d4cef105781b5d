//! lz-string's `decompressFromBase64`, the form f-puzzles and SudokuPad
//! put after `?load=`: LZW codes of growing width over UTF-16 code units,
//! packed most significant bit first into base64 characters.
//!
//! The dictionary keeps each entry as its prefix entry plus one unit, so
//! memory grows with the input, not with the text it expands to; the text
//! itself is capped at [`MAX_OUTPUT`] units.

use std::fmt;

/// The longest text (UTF-16 units) a string may expand to.
pub const MAX_OUTPUT: usize = 1 << 24;

const ALPHABET: &[u8; 65] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/// Why a string did not decompress; `byte` is where in the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LzError {
    /// A character outside the base64 alphabet.
    Character {
        byte: usize,
    },
    /// The input ended inside a code, or before the end mark.
    Truncated,
    /// A code that names no dictionary entry.
    BadCode {
        code: usize,
    },
    /// The text would pass [`MAX_OUTPUT`] units.
    TooLong,
    /// The text is not valid UTF-16.
    Utf16,
    Empty,
}

impl fmt::Display for LzError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LzError::Character { byte } => write!(f, "byte {byte} is not a base64 character"),
            LzError::Truncated => write!(f, "the compressed string ends early"),
            LzError::BadCode { code } => write!(f, "code {code} names no dictionary entry"),
            LzError::TooLong => write!(f, "the string expands past {MAX_OUTPUT} characters"),
            LzError::Utf16 => write!(f, "the string expands to invalid UTF-16"),
            LzError::Empty => write!(f, "the compressed string is empty"),
        }
    }
}

impl std::error::Error for LzError {}

struct Bits<'a> {
    input: &'a [u8],
    index: usize,
    value: u32,
    position: u32,
}

impl Bits<'_> {
    fn value_at(input: &[u8], index: usize) -> Result<u32, LzError> {
        let byte = *input.get(index).ok_or(LzError::Truncated)?;
        ALPHABET
            .iter()
            .position(|&a| a == byte)
            .map(|v| v as u32)
            .ok_or(LzError::Character { byte: index })
    }

    /// Reads `count` bits, least significant first (lz-string's order).
    fn read(&mut self, count: u32) -> Result<usize, LzError> {
        let mut bits = 0usize;
        for power in 0..count {
            let bit = self.value & self.position != 0;
            self.position >>= 1;
            if self.position == 0 {
                self.position = 32;
                // lz-string reads past the end as 0s; a well-formed string
                // ends with the end mark before that matters.
                self.value = if self.index < self.input.len() {
                    Bits::value_at(self.input, self.index)?
                } else {
                    0
                };
                self.index += 1;
            }
            if bit {
                bits |= 1 << power;
            }
        }
        Ok(bits)
    }
}

#[derive(Clone, Copy)]
struct Entry {
    prefix: u32,
    unit: u16,
    first: u16,
    len: u32,
}

const NO_PREFIX: u32 = u32::MAX;

/// Decompresses lz-string's base64 form. Surrounding whitespace, and a
/// link's text up to `load=`, are skipped.
pub fn decompress_from_base64(input: &str) -> Result<String, LzError> {
    let mut text = input.trim();
    if let Some(at) = text.find("load=") {
        text = &text[at + 5..];
        text = text.split('&').next().unwrap_or("");
    }
    let offset = text.as_ptr() as usize - input.as_ptr() as usize;
    decompress(text.as_bytes()).map_err(|err| match err {
        LzError::Character { byte } => LzError::Character {
            byte: byte + offset,
        },
        other => other,
    })
}

fn decompress(input: &[u8]) -> Result<String, LzError> {
    if input.is_empty() {
        return Err(LzError::Empty);
    }
    let mut bits = Bits {
        input,
        index: 1,
        value: Bits::value_at(input, 0)?,
        position: 32,
    };
    // Codes 0-2 are the literal and end marks, never entries.
    let placeholder = Entry {
        prefix: NO_PREFIX,
        unit: 0,
        first: 0,
        len: 0,
    };
    let mut dictionary = vec![placeholder; 3];
    let mut out: Vec<u16> = Vec::new();
    let mut enlarge_in = 4u64;
    let mut num_bits = 3u32;
    let first = match bits.read(2)? {
        0 => bits.read(8)? as u16,
        1 => bits.read(16)? as u16,
        _ => return Ok(String::new()),
    };
    dictionary.push(Entry {
        prefix: NO_PREFIX,
        unit: first,
        first,
        len: 1,
    });
    let mut previous = 3usize;
    out.push(first);
    loop {
        if bits.index > input.len() {
            return Err(LzError::Truncated);
        }
        let mut code = bits.read(num_bits)?;
        match code {
            0 | 1 => {
                let unit = bits.read(if code == 0 { 8 } else { 16 })? as u16;
                dictionary.push(Entry {
                    prefix: NO_PREFIX,
                    unit,
                    first: unit,
                    len: 1,
                });
                code = dictionary.len() - 1;
                enlarge_in -= 1;
            }
            2 => return String::from_utf16(&out).map_err(|_| LzError::Utf16),
            _ => {}
        }
        if enlarge_in == 0 {
            enlarge_in = 1 << num_bits;
            num_bits += 1;
        }
        // The entry the code names, then w plus its first unit joins the
        // dictionary. A code one past the end names that very entry.
        let w = dictionary[previous];
        let unit = match code.cmp(&dictionary.len()) {
            std::cmp::Ordering::Less => dictionary[code].first,
            std::cmp::Ordering::Equal => w.first,
            std::cmp::Ordering::Greater => return Err(LzError::BadCode { code }),
        };
        dictionary.push(Entry {
            prefix: previous as u32,
            unit,
            first: w.first,
            len: w.len + 1,
        });
        let entry = code;
        append(&dictionary, entry, &mut out)?;
        previous = entry;
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << num_bits;
            num_bits += 1;
        }
    }
}

/// Writes entry `index`'s units at the end of `out`.
fn append(dictionary: &[Entry], index: usize, out: &mut Vec<u16>) -> Result<(), LzError> {
    let len = dictionary[index].len as usize;
    if out.len() + len > MAX_OUTPUT {
        return Err(LzError::TooLong);
    }
    let start = out.len();
    out.resize(start + len, 0);
    let mut at = index;
    for slot in out[start..].iter_mut().rev() {
        let entry = dictionary[at];
        *slot = entry.unit;
        at = entry.prefix as usize;
    }
    Ok(())
}
