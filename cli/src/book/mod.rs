//! `sudoku book`'s pages: where things go (`layout`), the difficulty names
//! (`labels`), and the pages drawn in the shared drawing model (`pages`).

pub mod labels;
pub mod layout;
pub mod pages;
