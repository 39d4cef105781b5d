//! Hidden singles and locked candidates of the rows, columns and boxes
//! over a whole digit plane at once, as tdoku and `src/search/` work on
//! bands: each row's three-cell segments (and each column's) are folded
//! to one bit, "any place" and "two or more places", and rows, columns and
//! boxes are read from those bits with shifts, not house by house. About
//! seventy operations a digit for all 27 houses, where the house-by-house
//! steps took a mask and a test per house and digit (and 108 intersections
//! per digit), whatever changed.

/// Cell (row, column) is bit `row * 9 + column`.
const ROW: u128 = 0x1ff;
/// Column 1: bits 0, 9, ..., 72.
const COLUMN: u128 = 0x100_8040_2010_0804_0201;
/// The first cell of each row's three segments: columns 1, 4 and 7.
const ROW_SEGMENTS: u128 = COLUMN | COLUMN << 3 | COLUMN << 6;
/// The first row of each band: rows 1, 4 and 7, where each column's
/// segments start.
const COLUMN_SEGMENTS: u128 = ROW | ROW << 27 | ROW << 54;
/// The top-left cell of each box.
const BOX_CORNERS: u128 = ROW_SEGMENTS & COLUMN_SEGMENTS;
/// A box's cells from its top-left cell.
const BOX: u128 = 0b111 | 0b111 << 9 | 0b111 << 18;
/// The three cells of a vertical segment from its top cell.
const VERTICAL: u128 = 1 | 1 << 9 | 1 << 18;

/// Of three sets, the bits in at least one and in at least two.
#[inline]
fn any_and_two(a: u128, b: u128, c: u128) -> (u128, u128) {
    (a | b | c, (a & b) | (a & c) | (b & c))
}

/// Of three sets, the bits in exactly one, and which one (each at its own
/// bits).
#[inline]
fn only(a: u128, b: u128, c: u128) -> (u128, u128, u128) {
    let one = (a ^ b ^ c) & !(a & b);
    (one & a, one & b, one & c)
}

/// Of one digit's plane: the cells of every row, column and box with no
/// place left, and the places that are the only one of their row, column
/// or box.
#[inline]
pub(super) fn empty_and_singles(plane: u128) -> (u128, u128) {
    // Row segments, at their first cell: any place, two or more.
    let (row_any, row_two) = any_and_two(plane, plane >> 1, plane >> 2);
    let (row_any, row_two) = (row_any & ROW_SEGMENTS, row_two & ROW_SEGMENTS);
    // Column segments, at their top cell.
    let (column_any, column_two) = any_and_two(plane, plane >> 9, plane >> 18);
    let (column_any, column_two) = (column_any & COLUMN_SEGMENTS, column_two & COLUMN_SEGMENTS);

    // Rows, at column 1: segments at columns 1, 4 and 7.
    let (a, b, c) = (row_any, row_any >> 3, row_any >> 6);
    let (any, two) = any_and_two(a & COLUMN, b & COLUMN, c & COLUMN);
    let many = two | ((row_two | row_two >> 3 | row_two >> 6) & COLUMN);
    let mut empty = (COLUMN & !any) * ROW;
    let mut single_houses = (any & !many) * ROW;
    // Boxes, at their corner: row segments in the band's three rows.
    let (a, b, c) = (row_any, row_any >> 9, row_any >> 18);
    let (any, two) = any_and_two(a & BOX_CORNERS, b & BOX_CORNERS, c & BOX_CORNERS);
    let many = two | ((row_two | row_two >> 9 | row_two >> 18) & BOX_CORNERS);
    empty |= (BOX_CORNERS & !any) * BOX;
    single_houses |= (any & !many) * BOX;
    // Columns, at row 1: segments at rows 1, 4 and 7.
    let (a, b, c) = (column_any, column_any >> 27, column_any >> 54);
    let (any, two) = any_and_two(a & ROW, b & ROW, c & ROW);
    let many = two | ((column_two | column_two >> 27 | column_two >> 54) & ROW);
    empty |= (ROW & !any) * COLUMN;
    single_houses |= (any & !many) * COLUMN;
    (empty, plane & single_houses)
}

/// Of one digit's plane, the places locked out: a box's places all in one
/// row (or column) take the digit from the rest of that row; a row's
/// (column's) places all in one box take it from the rest of the box.
#[inline]
pub(super) fn locked_out(plane: u128) -> u128 {
    let row_segments = (plane | plane >> 1 | plane >> 2) & ROW_SEGMENTS;
    let column_segments = (plane | plane >> 9 | plane >> 18) & COLUMN_SEGMENTS;
    plane & (locked_rows(row_segments) | locked_columns(column_segments))
}

/// Locked candidates between rows and boxes, from the row segments.
#[inline]
fn locked_rows(segments: u128) -> u128 {
    // A box whose places lie in one row segment: the rest of the row.
    let (a, b, c) = only(
        segments & BOX_CORNERS,
        segments >> 9 & BOX_CORNERS,
        segments >> 18 & BOX_CORNERS,
    );
    let pointing = a | b << 9 | c << 18;
    let mut out = ((pointing & COLUMN) * 0b111_111_000)
        | ((pointing >> 3 & COLUMN) * 0b111_000_111)
        | ((pointing >> 6 & COLUMN) * 0b000_111_111);
    // A row whose places lie in one segment: the box's other two rows.
    let (a, b, c) = only(
        segments & COLUMN,
        segments >> 3 & COLUMN,
        segments >> 6 & COLUMN,
    );
    let claiming = (a | b << 3 | c << 6) * 0b111;
    let first = claiming & COLUMN_SEGMENTS;
    let second = claiming & COLUMN_SEGMENTS << 9;
    let third = claiming & COLUMN_SEGMENTS << 18;
    out |= first << 9 | first << 18 | second >> 9 | second << 9 | third >> 9 | third >> 18;
    out
}

/// Locked candidates between columns and boxes, from the column segments.
#[inline]
fn locked_columns(segments: u128) -> u128 {
    // A box whose places lie in one column segment: the rest of the column.
    let (a, b, c) = only(
        segments & BOX_CORNERS,
        segments >> 1 & BOX_CORNERS,
        segments >> 2 & BOX_CORNERS,
    );
    let pointing = a | b << 1 | c << 2;
    let mut out = ((pointing & ROW) * (VERTICAL << 27 | VERTICAL << 54))
        | ((pointing >> 27 & ROW) * (VERTICAL | VERTICAL << 54))
        | ((pointing >> 54 & ROW) * (VERTICAL | VERTICAL << 27));
    // A column whose places lie in one segment: the box's other two
    // columns.
    let (a, b, c) = only(segments & ROW, segments >> 27 & ROW, segments >> 54 & ROW);
    let claiming = (a | b << 27 | c << 54) * VERTICAL;
    let first = claiming & ROW_SEGMENTS;
    let second = claiming & ROW_SEGMENTS << 1;
    let third = claiming & ROW_SEGMENTS << 2;
    out |= first << 1 | first << 2 | second >> 1 | second << 1 | third >> 1 | third >> 2;
    out
}

/// The columns at `k` or more from the first (`k` in 0..9).
const fn columns_from(k: u32) -> u128 {
    let mut set = 0;
    let mut c = k;
    while c < 9 {
        set |= COLUMN << c;
        c += 1;
    }
    set
}

/// Of one digit's plane, the cells whose row (or column) has its places,
/// one or more, all on the cell or beside it: under non-consecutive such a
/// cell cannot hold the digits next to this one.
#[inline]
pub(super) fn beside_every_place_in_line(plane: u128) -> u128 {
    let (mut far_in_row, mut far_in_column) = (0u128, 0u128);
    let mut k = 2;
    while k < 9 {
        far_in_row |= (plane << k) & columns_from(k);
        far_in_row |= (plane >> k) & !columns_from(9 - k);
        far_in_column |= plane << (9 * k) | plane >> (9 * k);
        k += 1;
    }
    let segments = (plane | plane >> 1 | plane >> 2) & ROW_SEGMENTS;
    let rows = ((segments | segments >> 3 | segments >> 6) & COLUMN) * ROW;
    let folded = plane | plane >> 27 | plane >> 54;
    let columns = ((folded | folded >> 9 | folded >> 18) & ROW) * COLUMN;
    ((rows & !far_in_row) | (columns & !far_in_column)) & ((1 << 81) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 27 houses as cell sets: rows, columns, boxes.
    fn houses() -> Vec<u128> {
        let mut houses = Vec::new();
        for i in 0..9 {
            houses.push(ROW << (9 * i));
            houses.push(COLUMN << i);
            houses.push(BOX << (27 * (i / 3) + 3 * (i % 3)));
        }
        houses
    }

    fn random_planes() -> impl Iterator<Item = u128> {
        let mut seed = 7u64;
        (0..3000).map(move |round| {
            let mut plane = 0u128;
            for _ in 0..4 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                plane = plane << 32 ^ u128::from(seed >> 32);
            }
            // Sparse planes too, so that singles and locks occur.
            let mask = (1u128 << 81) - 1;
            match round % 3 {
                0 => plane & mask,
                1 => plane & plane >> 7 & plane >> 19 & mask,
                _ => plane & plane >> 5 & plane >> 11 & plane >> 29 & mask,
            }
        })
    }

    /// Against the definitions, house by house.
    #[test]
    fn bands_agree_with_each_house_read_alone() {
        let houses = houses();
        for plane in random_planes() {
            let (mut empty, mut singles, mut out) = (0, 0, 0);
            for &a in &houses {
                let places = plane & a;
                if places == 0 {
                    empty |= a;
                } else if places.count_ones() == 1 {
                    singles |= places;
                }
                for &b in &houses {
                    let shared = a & b;
                    if a != b && shared.count_ones() == 3 && places & !b == 0 && places != 0 {
                        out |= plane & b & !a;
                    }
                }
            }
            assert_eq!(empty_and_singles(plane), (empty, singles), "{plane:x}");
            assert_eq!(locked_out(plane), out, "{plane:x}");
        }
    }

    /// Cells whose row (column) has places, all on the cell or beside it,
    /// found cell by cell from the places' coordinates.
    #[test]
    fn beside_every_place_in_line_agrees_with_each_line_read_alone() {
        let (mut found, mut rows_of_two_or_more) = (0, 0);
        for plane in random_planes() {
            let mut want = 0u128;
            for cell in 0..81 {
                let (row, column) = (cell / 9, cell % 9);
                let in_row: Vec<usize> = (0..9)
                    .filter(|&c| plane >> (row * 9 + c) & 1 == 1)
                    .collect();
                let in_column: Vec<usize> = (0..9)
                    .filter(|&r| plane >> (r * 9 + column) & 1 == 1)
                    .collect();
                let near = |places: &[usize], at: usize| {
                    !places.is_empty() && places.iter().all(|&p| p.abs_diff(at) <= 1)
                };
                if near(&in_row, column) || near(&in_column, row) {
                    want |= 1 << cell;
                    rows_of_two_or_more += usize::from(in_row.len() >= 2 && near(&in_row, column));
                }
            }
            found += want.count_ones();
            assert_eq!(beside_every_place_in_line(plane), want, "{plane:x}");
        }
        // The planes met every case: some cells found, some through rows
        // of two or three places.
        assert!(found > 0 && rows_of_two_or_more > 0);
    }
}
