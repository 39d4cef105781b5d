//! The PDF backend of the drawing model: one page per drawing, vector lines
//! and text, with DejaVu Sans and DejaVu Sans Bold embedded (cut down to the
//! WinAnsi characters, see cli/fonts/README.md) as simple TrueType fonts.
//! Text is encoded in WinAnsi, which every reader and `pdftotext` maps to
//! Unicode without a ToUnicode table. Streams are deflated.

use std::sync::OnceLock;

use miniz_oxide::deflate::compress_to_vec_zlib;
use pdf_writer::types::{FontFlags, LineCapStyle, LineJoinStyle};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::{Anchor, Color, Drawing, Item, Weight};

const REGULAR_TTF: &[u8] = include_bytes!("../../fonts/DejaVuSans-WinAnsi.ttf");
const BOLD_TTF: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold-WinAnsi.ttf");

/// Points per millimetre.
const PT: f64 = 72.0 / 25.4;
/// The character codes the fonts cover: WinAnsi from space on.
const FIRST_CODE: u8 = 32;
const COMPRESSION: u8 = 6;

/// WinAnsi codes 0x80-0x9F: the characters that differ from Latin-1
/// (None where the code is unused).
const WIN_ANSI_HIGH: [Option<char>; 32] = [
    Some('€'),
    None,
    Some('‚'),
    Some('ƒ'),
    Some('„'),
    Some('…'),
    Some('†'),
    Some('‡'),
    Some('ˆ'),
    Some('‰'),
    Some('Š'),
    Some('‹'),
    Some('Œ'),
    None,
    Some('Ž'),
    None,
    None,
    Some('‘'),
    Some('’'),
    Some('“'),
    Some('”'),
    Some('•'),
    Some('–'),
    Some('—'),
    Some('˜'),
    Some('™'),
    Some('š'),
    Some('›'),
    Some('œ'),
    None,
    Some('ž'),
    Some('Ÿ'),
];

/// A character's WinAnsi code, or None when the fonts cannot show it.
pub fn win_ansi(ch: char) -> Option<u8> {
    match ch as u32 {
        0x20..=0x7e | 0xa0..=0xff => Some(ch as u8),
        _ => WIN_ANSI_HIGH
            .iter()
            .position(|&c| c == Some(ch))
            .map(|i| 0x80 + i as u8),
    }
}

/// The first character of `text` that the fonts cannot show.
pub fn unprintable(text: &str) -> Option<char> {
    text.chars().find(|&ch| win_ansi(ch).is_none())
}

/// One embedded face: its file and what the PDF says about it.
struct Face {
    file: &'static [u8],
    base_name: &'static [u8],
    /// Advance widths of codes FIRST_CODE..=255, in thousandths of an em.
    widths: Vec<f32>,
    bbox: Rect,
    ascent: f32,
    descent: f32,
    cap_height: f32,
}

impl Face {
    fn load(file: &'static [u8], base_name: &'static [u8]) -> Face {
        let font = ttf_parser::Face::parse(file, 0).expect("the embedded font parses");
        let per_em = 1000.0 / f32::from(font.units_per_em());
        let scale = |v: i16| f32::from(v) * per_em;
        let widths = (FIRST_CODE..=255)
            .map(|code| {
                char_of(code)
                    .and_then(|ch| font.glyph_index(ch))
                    .and_then(|glyph| font.glyph_hor_advance(glyph))
                    .map_or(0.0, |advance| f32::from(advance) * per_em)
            })
            .collect();
        let b = font.global_bounding_box();
        Face {
            file,
            base_name,
            widths,
            bbox: Rect::new(
                scale(b.x_min),
                scale(b.y_min),
                scale(b.x_max),
                scale(b.y_max),
            ),
            ascent: scale(font.ascender()),
            descent: scale(font.descender()),
            cap_height: scale(font.capital_height().unwrap_or(font.ascender())),
        }
    }

    /// The width of `codes` set at `size`, in the unit of `size`.
    fn width(&self, codes: &[u8], size: f64) -> f64 {
        let thousandths: f32 = codes
            .iter()
            .map(|&code| self.widths[usize::from(code.saturating_sub(FIRST_CODE))])
            .sum();
        f64::from(thousandths) / 1000.0 * size
    }
}

fn char_of(code: u8) -> Option<char> {
    match code {
        0x80..=0x9f => WIN_ANSI_HIGH[usize::from(code - 0x80)],
        0x20..=0x7e | 0xa0..=0xff => Some(char::from(code)),
        _ => None,
    }
}

/// The regular and bold faces. Their names carry a subset tag, as the PDF
/// format asks of fonts that hold only some of their glyphs.
fn load_faces() -> [Face; 2] {
    [
        Face::load(REGULAR_TTF, b"DJVWAR+DejaVuSans"),
        Face::load(BOLD_TTF, b"DJVWAB+DejaVuSans-Bold"),
    ]
}

/// The width in mm of `text` at `size` mm (characters the fonts lack count
/// as nothing).
pub fn text_width(text: &str, size: f64, weight: Weight) -> f64 {
    static FACES: OnceLock<[Face; 2]> = OnceLock::new();
    let faces = FACES.get_or_init(load_faces);
    let face = match weight {
        Weight::Regular => &faces[0],
        Weight::Bold => &faces[1],
    };
    let codes: Vec<u8> = text.chars().filter_map(win_ansi).collect();
    face.width(&codes, size)
}

/// The PDF of `pages`. Each drawing is a whole sheet; `bleed` mm on each
/// side lies outside the trim box. Text the fonts cannot show is an error
/// (callers check user text first with [`unprintable`]).
pub fn to_pdf(pages: &[Drawing], bleed: f64, title: &str) -> Result<Vec<u8>, String> {
    let faces = load_faces();
    let mut ids = (1..).map(Ref::new);
    let mut next = || ids.next().expect("refs never run out");
    let (catalog, tree, info) = (next(), next(), next());
    let face_ids: Vec<Ref> = faces.iter().map(|_| next()).collect();
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    let mut info_writer = pdf.document_info(info);
    info_writer.creator(TextStr(&format!(
        "sudoku book (libsudoku {})",
        sudoku::VERSION
    )));
    if !title.is_empty() {
        info_writer.title(TextStr(title));
    }
    info_writer.finish();
    for (face, &id) in faces.iter().zip(&face_ids) {
        write_face(&mut pdf, face, id, next(), next());
    }
    let mut page_ids = Vec::with_capacity(pages.len());
    for drawing in pages {
        let (page_id, content_id) = (next(), next());
        page_ids.push(page_id);
        let (w, h) = (drawing.width * PT, drawing.height * PT);
        let inset = bleed * PT;
        let mut page = pdf.page(page_id);
        page.parent(tree)
            .media_box(Rect::new(0.0, 0.0, w as f32, h as f32))
            .bleed_box(Rect::new(0.0, 0.0, w as f32, h as f32))
            .trim_box(Rect::new(
                inset as f32,
                inset as f32,
                (w - inset) as f32,
                (h - inset) as f32,
            ))
            .contents(content_id);
        page.resources()
            .fonts()
            .pair(Name(b"R"), face_ids[0])
            .pair(Name(b"B"), face_ids[1]);
        page.finish();
        let content = content_of(drawing, &faces)?;
        pdf.stream(content_id, &compress_to_vec_zlib(&content, COMPRESSION))
            .filter(Filter::FlateDecode);
    }
    let count = page_ids.len() as i32;
    pdf.pages(tree).kids(page_ids).count(count);
    Ok(pdf.finish())
}

fn write_face(pdf: &mut Pdf, face: &Face, id: Ref, descriptor: Ref, file: Ref) {
    let mut dict = pdf.indirect(id).dict();
    dict.pair(Name(b"Type"), Name(b"Font"));
    dict.pair(Name(b"Subtype"), Name(b"TrueType"));
    dict.pair(Name(b"BaseFont"), Name(face.base_name));
    dict.pair(Name(b"FirstChar"), i32::from(FIRST_CODE));
    dict.pair(Name(b"LastChar"), 255);
    dict.insert(Name(b"Widths"))
        .array()
        .items(face.widths.iter().copied());
    dict.pair(Name(b"Encoding"), Name(b"WinAnsiEncoding"));
    dict.pair(Name(b"FontDescriptor"), descriptor);
    dict.finish();
    pdf.font_descriptor(descriptor)
        .name(Name(face.base_name))
        .flags(FontFlags::NON_SYMBOLIC)
        .bbox(face.bbox)
        .italic_angle(0.0)
        .ascent(face.ascent)
        .descent(face.descent)
        .cap_height(face.cap_height)
        .stem_v(80.0)
        .font_file2(file);
    pdf.stream(file, &compress_to_vec_zlib(face.file, COMPRESSION))
        .filter(Filter::FlateDecode)
        .pair(Name(b"Length1"), face.file.len() as i32);
}

/// The page's content stream; y turns from downwards in mm to upwards in pt.
fn content_of(drawing: &Drawing, faces: &[Face; 2]) -> Result<Vec<u8>, String> {
    let x = |mm: f64| (mm * PT) as f32;
    let y = |mm: f64| ((drawing.height - mm) * PT) as f32;
    let rgb = |Color(r, g, b): Color| {
        let unit = |v: u8| f32::from(v) / 255.0;
        (unit(r), unit(g), unit(b))
    };
    let mut content = Content::new();
    content.set_line_cap(LineCapStyle::ProjectingSquareCap);
    // Set the stroke state only when it changes: grids repeat it line on line.
    let mut stroke: Option<(f64, Color)> = None;
    for item in &drawing.items {
        match item {
            Item::Line {
                from,
                to,
                width,
                color,
            } => {
                if stroke != Some((*width, *color)) {
                    let (r, g, b) = rgb(*color);
                    content
                        .set_line_width((width * PT) as f32)
                        .set_stroke_rgb(r, g, b);
                    stroke = Some((*width, *color));
                }
                content
                    .move_to(x(from.0), y(from.1))
                    .line_to(x(to.0), y(to.1))
                    .stroke();
            }
            Item::Path {
                runs,
                width,
                color,
                dash,
                round,
            } => {
                let (r, g, b) = rgb(*color);
                content
                    .set_line_width((width * PT) as f32)
                    .set_stroke_rgb(r, g, b);
                if *round {
                    content
                        .set_line_cap(LineCapStyle::RoundCap)
                        .set_line_join(LineJoinStyle::RoundJoin);
                } else if let Some(dash) = dash {
                    let dash = (dash * PT) as f32;
                    content
                        .set_line_cap(LineCapStyle::ButtCap)
                        .set_dash_pattern([dash, dash], 0.0);
                }
                for run in runs {
                    for (i, point) in run.iter().enumerate() {
                        if i == 0 {
                            content.move_to(x(point.0), y(point.1));
                        } else {
                            content.line_to(x(point.0), y(point.1));
                        }
                    }
                }
                content.stroke();
                // Back to what the lines of the grid expect.
                content
                    .set_line_cap(LineCapStyle::ProjectingSquareCap)
                    .set_line_join(LineJoinStyle::MiterJoin)
                    .set_dash_pattern([], 0.0);
                stroke = Some((*width, *color));
            }
            Item::Circle {
                center,
                radius,
                fill,
                outline,
            } => {
                let (r, g, b) = rgb(*fill);
                content.set_fill_rgb(r, g, b);
                if let Some((width, color)) = outline {
                    let (r, g, b) = rgb(*color);
                    content
                        .set_line_width((width * PT) as f32)
                        .set_stroke_rgb(r, g, b);
                    stroke = Some((*width, *color));
                }
                // Four Bezier quarters; k puts the control points where the
                // curve meets the circle at 45 degrees.
                let k = 0.552_284_8 * radius;
                let (cx, cy) = *center;
                let r_ = *radius;
                content
                    .move_to(x(cx + r_), y(cy))
                    .cubic_to(
                        x(cx + r_),
                        y(cy + k),
                        x(cx + k),
                        y(cy + r_),
                        x(cx),
                        y(cy + r_),
                    )
                    .cubic_to(
                        x(cx - k),
                        y(cy + r_),
                        x(cx - r_),
                        y(cy + k),
                        x(cx - r_),
                        y(cy),
                    )
                    .cubic_to(
                        x(cx - r_),
                        y(cy - k),
                        x(cx - k),
                        y(cy - r_),
                        x(cx),
                        y(cy - r_),
                    )
                    .cubic_to(
                        x(cx + k),
                        y(cy - r_),
                        x(cx + r_),
                        y(cy - k),
                        x(cx + r_),
                        y(cy),
                    )
                    .close_path();
                if outline.is_some() {
                    content.fill_nonzero_and_stroke();
                } else {
                    content.fill_nonzero();
                }
            }
            Item::Rect { at, size, fill } => {
                let (r, g, b) = rgb(*fill);
                content
                    .set_fill_rgb(r, g, b)
                    .rect(x(at.0), y(at.1 + size.1), x(size.0), (size.1 * PT) as f32)
                    .fill_nonzero();
            }
            Item::Text {
                at,
                size,
                weight,
                anchor,
                color,
                text,
            } => {
                let codes = text
                    .chars()
                    .map(|ch| win_ansi(ch).ok_or_else(|| format!("the font lacks '{ch}'")))
                    .collect::<Result<Vec<u8>, String>>()?;
                let (face, name) = match weight {
                    Weight::Regular => (&faces[0], Name(b"R")),
                    Weight::Bold => (&faces[1], Name(b"B")),
                };
                let shift = match anchor {
                    Anchor::Start => 0.0,
                    Anchor::Middle => face.width(&codes, *size) / 2.0,
                    Anchor::End => face.width(&codes, *size),
                };
                let (r, g, b) = rgb(*color);
                content
                    .begin_text()
                    .set_fill_rgb(r, g, b)
                    .set_font(name, (size * PT) as f32)
                    .set_text_matrix([1.0, 0.0, 0.0, 1.0, x(at.0 - shift), y(at.1)])
                    .show(Str(&codes))
                    .end_text();
            }
        }
    }
    Ok(content.finish().into_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::TextStyle;

    #[test]
    fn win_ansi_covers_latin_1_and_the_quotes() {
        assert_eq!(win_ansi('A'), Some(b'A'));
        assert_eq!(win_ansi('é'), Some(0xe9));
        assert_eq!(win_ansi('€'), Some(0x80));
        assert_eq!(win_ansi('—'), Some(0x97));
        assert_eq!(win_ansi('数'), None);
        assert_eq!(unprintable("Sudoku — 数独"), Some('数'));
        for code in FIRST_CODE..=255 {
            if let Some(ch) = char_of(code) {
                assert_eq!(win_ansi(ch), Some(code), "{ch}");
            }
        }
    }

    #[test]
    fn every_code_the_fonts_cover_has_a_width() {
        let faces = [
            (REGULAR_TTF, Weight::Regular, 63.6),
            (BOLD_TTF, Weight::Bold, 69.6),
        ];
        for (file, weight, digits_width) in faces {
            let face = Face::load(file, b"X");
            for code in FIRST_CODE..=255 {
                let width = face.widths[usize::from(code - FIRST_CODE)];
                assert_eq!(width > 0.0, char_of(code).is_some(), "{code:#x}");
            }
            // DejaVu's digits are all 0.636 em wide, 0.696 in bold.
            let width = text_width("0123456789", 10.0, weight);
            assert!((width - digits_width).abs() < 0.1, "{width}");
        }
    }

    #[test]
    fn a_page_has_its_size_and_refuses_text_it_cannot_show() {
        let mut page = Drawing::new(100.0, 50.0);
        page.line((10.0, 10.0), (90.0, 10.0), 0.5);
        page.text(
            (50.0, 30.0),
            5.0,
            TextStyle::new(Weight::Bold, Anchor::Middle),
            "7",
        );
        let pdf = to_pdf(&[page.clone()], 3.0, "t").unwrap();
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.starts_with("%PDF-"));
        assert!(
            text.contains("/MediaBox [0 0 283.46"),
            "100 mm is 283.46 pt"
        );
        assert!(text.contains("/TrimBox [8.50"), "3 mm bleed is 8.50 pt");
        assert!(text.contains("/FontFile2"));
        page.text(
            (0.0, 0.0),
            5.0,
            TextStyle::new(Weight::Regular, Anchor::Start),
            "数",
        );
        assert_eq!(
            to_pdf(&[page], 0.0, "t").unwrap_err(),
            "the font lacks '数'"
        );
    }

    #[test]
    fn paths_and_circles_become_strokes_and_curves() {
        let mut page = Drawing::new(100.0, 100.0);
        page.items.push(Item::Path {
            runs: vec![
                vec![(10.0, 10.0), (20.0, 10.0)],
                vec![(30.0, 30.0), (30.0, 40.0)],
            ],
            width: 0.5,
            color: Color::BLACK,
            dash: Some(1.0),
            round: false,
        });
        page.items.push(Item::Circle {
            center: (50.0, 50.0),
            radius: 2.0,
            fill: Color::WHITE,
            outline: Some((0.2, Color::BLACK)),
        });
        page.line((0.0, 0.0), (10.0, 0.0), 0.5);
        let content = String::from_utf8(content_of(&page, &load_faces()).unwrap()).unwrap();
        let ops = |op: &str| content.lines().filter(|l| l.ends_with(op)).count();
        assert_eq!(ops(" m"), 4, "two runs, a circle, a line:\n{content}");
        assert_eq!(ops(" c"), 4, "a circle is four curves");
        assert!(content.contains("[2.8346457 2.8346457] 0 d"), "{content}");
        // The dash is reset before the grid's next line.
        assert!(content.contains("[] 0 d"), "{content}");
        assert_eq!(ops("B"), 1, "the circle filled and outlined");
    }
}
