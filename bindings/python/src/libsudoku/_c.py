"""The C side, declared once: the structs of sudoku.h mirrored field by field,
and every function with its prototype, so that ctypes converts and checks
each argument instead of guessing.

The versioned structs (those with ``size`` first) are declared as this
package was written for them; the package sets ``size`` to ``sizeof`` of
its own declaration, so a newer library that appends fields writes only the
ones declared here.
"""

from __future__ import annotations

import ctypes
from typing import Any, List

from . import _loader

CELLS = 81
#: SUDOKU_MAX_CHAIN_LINKS: the most links a step holds.
MAX_CHAIN_LINKS = 256

_u16, _u32, _u64, _i32 = ctypes.c_uint16, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_int32


class _Options(ctypes.Structure):
    # sudoku_options, version 1 (fixed for good: returned by value).
    _fields_ = [("size", _u32), ("mode", _i32), ("guess_budget", _u64)]


class _Report(ctypes.Structure):
    # sudoku_report, version 1.
    _fields_ = [
        ("size", _u32),
        ("status", _i32),
        ("cell", _i32),
        ("solutions", _u32),
        ("guesses", _u64),
    ]


class _Step(ctypes.Structure):
    # sudoku_step, version 1.1 (1.0's fields, then the chain links). A 1.0
    # library writes only the first fields: the links stay zero.
    _fields_ = [
        ("size", _u32),
        ("kind", _i32),
        ("technique", _i32),
        ("difficulty", _i32),
        ("cell", _i32),
        ("digit", _i32),
        ("eliminations", _u16 * CELLS),
        ("pattern", _u16 * CELLS),
        ("houses", _u32),
        ("digits", _u32),
        ("cells", _u32 * 3),
        ("link_count", _u16),
        ("links_cut", _u16),
        ("links", _u16 * MAX_CHAIN_LINKS),
    ]


class _Rating(ctypes.Structure):
    # sudoku_rating, version 1.1 (1.0's seven fields, then the scale's).
    _fields_ = [
        ("size", _u32),
        ("er", _i32),
        ("ep", _i32),
        ("ed", _i32),
        ("technique", _i32),
        ("steps", _u32),
        ("solved", _u32),
        ("scale", _i32),
        ("level", _i32),
        ("score", _u32),
        ("hodoku_technique", _i32),
    ]


class _HodokuHint(ctypes.Structure):
    # sudoku_hodoku_hint, version 2 (520 bytes: the player's pencil marks in).
    _fields_ = [
        ("size", _u32),
        ("level", _i32),
        ("kind", _i32),
        ("technique", _i32),
        ("digits", _u32),
        ("cells", _u32 * 3),
        ("placements", _u16 * CELLS),
        ("eliminations", _u16 * CELLS),
        ("candidates", _u16 * CELLS),
        ("use_candidates", _u16),
    ]


class PlayerMarks(ctypes.Structure):
    # sudoku_player_marks, as first defined (416 bytes).
    _fields_ = [
        ("size", _u32),
        ("clash_count", _u32),
        ("candidates", ctypes.c_uint16 * 81),
        ("clash_cells", ctypes.c_uint8 * 81),
        ("clash_digits", ctypes.c_uint8 * 81),
        ("clash_others", ctypes.c_uint8 * 81),
    ]


class _GenerateOptions(ctypes.Structure):
    # sudoku_generate_options: fixed for good (returned by value); later
    # versions give meaning to fields of `reserved`, which stay 0 here.
    _fields_ = [
        ("size", _u32),
        ("symmetry", _u32),
        ("seed", _u64),
        ("pattern", ctypes.c_char_p),
        ("attempt_budget", _u64),
        ("minimal", _u32),
        ("min_givens", _u32),
        ("max_givens", _u32),
        ("min_rating", _u32),
        ("max_rating", _u32),
        ("reserved", _u32 * 15),
    ]


class _RulesError(ctypes.Structure):
    # sudoku_rules_error, version 1.
    _fields_ = [
        ("size", _u32),
        ("status", _i32),
        ("line", _i32),
        ("cell", _i32),
        ("byte", ctypes.c_int64),
        ("cell_row", _i32),
        ("cell_column", _i32),
        ("index", _i32),
        ("field", ctypes.c_char * 32),
        ("message", ctypes.c_char * 192),
    ]


class _Violation(ctypes.Structure):
    # sudoku_rule_violation, version 1.
    _fields_ = [
        ("size", _u32),
        ("status", _i32),
        ("cell", _i32),
        ("rule", _u32),
        ("index", _i32),
    ]


class _RulesGenerateOptions(ctypes.Structure):
    # sudoku_rules_generate_options, version 3 (104 bytes: the rating bounds,
    # then the removal budget). It must match the library's size: the
    # defaults come back by value, written whole into this struct.
    _fields_ = [
        ("size", _u32),
        ("symmetry", _u32),
        ("seed", _u64),
        ("guess_budget", _u64),
        ("attempt_budget", _u64),
        ("minimal", _u32),
        ("min_givens", _u32),
        ("max_givens", _u32),
        ("propagation_only", _u32),
        ("layout", _u32),
        ("min_cage", _u32),
        ("max_cage", _u32),
        ("cage_givens", _u32),
        ("minimal_cages", _u32),
        ("all_dots", _u32),
        ("dots", _u32),
        ("thermometers", _u32),
        ("min_thermometer", _u32),
        ("max_thermometer", _u32),
        ("min_rating", _u32),
        ("max_rating", _u32),
        ("removal_budget", _u64),
    ]


class _RulesGenerated(ctypes.Structure):
    # sudoku_rules_generated, version 2 (32 bytes: then its minimality).
    _fields_ = [
        ("size", _u32),
        ("rating", _u32),
        ("givens", _u32),
        ("undecided", _u32),
        ("attempts", _u64),
        ("minimality", _u32),
        ("reserved", _u32),
    ]


#: SUDOKU_RULES_MAX_CELLS: the cells of the largest variant grid (25x25).
RULES_MAX_CELLS = 625


class _RulesStep(ctypes.Structure):
    # sudoku_rules_step, version 1.
    _fields_ = [
        ("size", _u32),
        ("technique", _i32),
        ("set_size", _u32),
        ("difficulty", _u32),
        ("digits", _u32),
        ("placement_count", _u32),
        ("elimination_count", _u32),
        ("grid_size", _u32),
        ("name", ctypes.c_char * 48),
        ("cells", _u64 * 10),
        ("eliminations", _u32 * RULES_MAX_CELLS),
        ("placements", ctypes.c_uint8 * RULES_MAX_CELLS),
    ]


class _RulesRating(ctypes.Structure):
    # sudoku_rules_rating, version 2 (``guesses`` appended).
    _fields_ = [
        ("size", _u32),
        ("scale", _i32),
        ("er", _u32),
        ("ep", _u32),
        ("ed", _u32),
        ("technique", _i32),
        ("set_size", _u32),
        ("steps", _u32),
        ("solved", _u32),
        ("needs", ctypes.c_char * 96),
        ("guesses", _u32),
    ]

#: 81 candidate masks, bit d-1 for digit d.
Masks = _u16 * CELLS


class _Lib:
    """The C functions with their prototypes declared."""

    def __init__(self, cdll: ctypes.CDLL) -> None:
        def bind(name: str, restype: Any, argtypes: List[Any]) -> Any:
            try:
                func = getattr(cdll, name)
            except AttributeError:
                raise _loader.LibraryVersionError(
                    f"the loaded libsudoku lacks {name}; it is not a complete "
                    f"libsudoku {_loader.EXPECTED_MAJOR}.x library"
                ) from None
            func.restype = restype
            func.argtypes = argtypes
            return func

        grid_out = ctypes.POINTER(ctypes.c_char)  # writable 81-byte buffer
        grid_in = ctypes.c_char_p  # read-only: an 81-byte bytes object
        status = _i32
        masks = ctypes.POINTER(_u16)
        step = ctypes.POINTER(_Step)
        rating = ctypes.POINTER(_Rating)
        options = ctypes.POINTER(_Options)
        report = ctypes.POINTER(_Report)
        generate_options = ctypes.POINTER(_GenerateOptions)
        statuses = ctypes.POINTER(_i32)
        size_t = ctypes.c_size_t

        # Solving.
        self.sudoku_solve = bind("sudoku_solve", status, [grid_out])
        self.sudoku_solve_ex = bind("sudoku_solve_ex", status, [grid_out, options, report])
        self.sudoku_options_default = bind("sudoku_options_default", _Options, [])
        self.sudoku_check = bind("sudoku_check", status, [grid_in, ctypes.POINTER(_i32)])
        self.sudoku_count_solutions = bind(
            "sudoku_count_solutions", status, [grid_in, _u32, ctypes.POINTER(_u32)]
        )
        self.sudoku_count_solutions_ex = bind(
            "sudoku_count_solutions_ex",
            status,
            [grid_in, _u32, _u64, ctypes.POINTER(_u32), report],
        )
        self.sudoku_parse = bind("sudoku_parse", status, [ctypes.c_char_p, size_t, grid_out])
        self.sudoku_solve_batch = bind(
            "sudoku_solve_batch", size_t, [grid_out, size_t, statuses, _u32]
        )
        self.sudoku_solve_batch_ex = bind(
            "sudoku_solve_batch_ex", size_t, [grid_out, size_t, statuses, _u32, options]
        )
        self.sudoku_count_batch = bind(
            "sudoku_count_batch",
            size_t,
            [grid_in, size_t, _u32, ctypes.POINTER(_u32), statuses, _u32],
        )

        # Canonical forms and transforms.
        transform_bytes = ctypes.POINTER(ctypes.c_uint8)
        for name in ("sudoku_canonical", "sudoku_canonical_pattern"):
            setattr(
                self,
                name,
                bind(name, status, [grid_in, grid_out, ctypes.POINTER(_u32), transform_bytes]),
            )
        self.sudoku_transform = bind(
            "sudoku_transform", status, [grid_in, ctypes.c_char_p, grid_out]
        )
        self.sudoku_transform_invert = bind(
            "sudoku_transform_invert", status, [ctypes.c_char_p, transform_bytes]
        )

        # The logic engine.
        self.sudoku_candidates = bind("sudoku_candidates", status, [grid_in, masks])
        self.sudoku_player_candidates = bind(
            "sudoku_player_candidates",
            status,
            [grid_in, grid_in, ctypes.POINTER(PlayerMarks)],
        )
        self.sudoku_true_candidates_ex = bind(
            "sudoku_true_candidates_ex", status, [grid_in, _u64, masks]
        )
        self.sudoku_hint_ex = bind(
            "sudoku_hint_ex", status, [grid_in, ctypes.c_char_p, masks, _u64, step]
        )
        self.sudoku_rate_ex = bind("sudoku_rate_ex", status, [grid_in, _u64, rating])
        self.sudoku_explain_ex = bind(
            "sudoku_explain_ex", status, [grid_in, _u64, step, size_t, ctypes.POINTER(size_t)]
        )
        self.sudoku_step_text = bind(
            "sudoku_step_text", size_t, [step, ctypes.c_char_p, size_t]
        )
        self.sudoku_hint_at_level = bind(
            "sudoku_hint_at_level",
            status,
            [grid_in, ctypes.c_char_p, masks, ctypes.c_int, _u64, step],
        )
        self.sudoku_step_text_at_level = bind(
            "sudoku_step_text_at_level", size_t, [step, ctypes.c_int, ctypes.c_char_p, size_t]
        )
        self.sudoku_technique_name = bind(
            "sudoku_technique_name", ctypes.c_char_p, [ctypes.c_int]
        )

        # HoDoKu's scale.
        hodoku_hint = ctypes.POINTER(_HodokuHint)
        self.sudoku_rate_scale = bind(
            "sudoku_rate_scale", status, [grid_in, ctypes.c_int, _u64, rating]
        )
        self.sudoku_hint_hodoku = bind(
            "sudoku_hint_hodoku", status, [grid_in, ctypes.c_char_p, ctypes.c_int, _u64, hodoku_hint]
        )
        self.sudoku_hodoku_hint_text = bind(
            "sudoku_hodoku_hint_text", size_t, [hodoku_hint, ctypes.c_char_p, size_t]
        )
        self.sudoku_hodoku_technique_at = bind("sudoku_hodoku_technique_at", _i32, [size_t])
        self.sudoku_explain_hodoku = bind(
            "sudoku_explain_hodoku", status, [grid_in, _u64, hodoku_hint, size_t, ctypes.POINTER(size_t)]
        )
        self.sudoku_hodoku_technique_name = bind(
            "sudoku_hodoku_technique_name", ctypes.c_char_p, [ctypes.c_int]
        )

        # The generator.
        self.sudoku_generate_options_default = bind(
            "sudoku_generate_options_default", _GenerateOptions, []
        )
        self.sudoku_generate = bind(
            "sudoku_generate", status, [generate_options, grid_out, grid_out]
        )
        self.sudoku_generate_hodoku = bind(
            "sudoku_generate_hodoku",
            status,
            [generate_options, ctypes.c_int, ctypes.c_int, ctypes.c_int, grid_out, grid_out],
        )
        self.sudoku_generate_batch = bind(
            "sudoku_generate_batch", size_t, [generate_options, size_t, grid_out, statuses, _u32]
        )
        self.sudoku_random_solution = bind("sudoku_random_solution", status, [_u64, grid_out])

        # Variant rule sets (opaque pointers, freed by their _free).
        handle = ctypes.c_void_p
        cells_in = ctypes.POINTER(_u16)
        values = ctypes.POINTER(ctypes.c_uint8)
        rules_error = ctypes.POINTER(_RulesError)
        self.sudoku_rules_from_text = bind(
            "sudoku_rules_from_text",
            status,
            [ctypes.c_char_p, size_t, ctypes.POINTER(handle), values, size_t, rules_error],
        )
        self.sudoku_rules_free = bind("sudoku_rules_free", None, [handle])
        self.sudoku_rules_size = bind("sudoku_rules_size", _u32, [handle])
        self.sudoku_rules_builder_new = bind(
            "sudoku_rules_builder_new", status, [_u32, _u32, _u32, ctypes.POINTER(handle)]
        )
        self.sudoku_rules_builder_free = bind("sudoku_rules_builder_free", None, [handle])
        for name in (
            "sudoku_rules_builder_add_region",
            "sudoku_rules_builder_add_extra_region",
            "sudoku_rules_builder_add_thermometer",
        ):
            setattr(self, name, bind(name, status, [handle, cells_in, size_t]))
        self.sudoku_rules_builder_add_cage = bind(
            "sudoku_rules_builder_add_cage", status, [handle, cells_in, size_t, _u32]
        )
        self.sudoku_rules_builder_add_dot = bind(
            "sudoku_rules_builder_add_dot", status, [handle, _u32, _u16, _u16, _u32]
        )
        self.sudoku_rules_builder_add_flags = bind(
            "sudoku_rules_builder_add_flags", status, [handle, _u32]
        )
        self.sudoku_rules_build = bind(
            "sudoku_rules_build", status, [handle, ctypes.POINTER(handle), rules_error]
        )
        self.sudoku_rules_solve = bind(
            "sudoku_rules_solve", status, [handle, values, _u64, values, report]
        )
        self.sudoku_rules_count = bind(
            "sudoku_rules_count", status, [handle, values, _u32, _u64, ctypes.POINTER(_u32), report]
        )
        self.sudoku_rules_solve_batch = bind(
            "sudoku_rules_solve_batch", size_t, [handle, values, size_t, _u64, statuses, _u32]
        )
        self.sudoku_rules_count_batch = bind(
            "sudoku_rules_count_batch",
            size_t,
            [handle, values, size_t, _u32, _u64, ctypes.POINTER(_u32), statuses, _u32],
        )
        self.sudoku_rules_check = bind(
            "sudoku_rules_check", status, [handle, values, ctypes.POINTER(_Violation)]
        )
        masks_in = ctypes.POINTER(_u32)
        self.sudoku_rules_rate = bind(
            "sudoku_rules_rate",
            status,
            [handle, values, masks_in, _i32, _u64, ctypes.POINTER(_RulesRating)],
        )
        self.sudoku_rules_hint = bind(
            "sudoku_rules_hint", status, [handle, values, masks_in, _u64, ctypes.POINTER(_RulesStep)]
        )
        self.sudoku_rules_explain = bind(
            "sudoku_rules_explain",
            status,
            [
                handle,
                values,
                masks_in,
                _i32,
                _u64,
                ctypes.POINTER(_RulesStep),
                size_t,
                ctypes.POINTER(size_t),
            ],
        )
        self.sudoku_rules_explain_text = bind(
            "sudoku_rules_explain_text",
            status,
            [
                handle,
                values,
                masks_in,
                _i32,
                _u64,
                size_t,
                ctypes.c_char_p,
                size_t,
                ctypes.POINTER(size_t),
            ],
        )
        self.sudoku_rules_hint_player = bind(
            "sudoku_rules_hint_player",
            status,
            [handle, values, values, masks_in, _u64, ctypes.POINTER(_RulesStep)],
        )
        self.sudoku_rules_hint_player_text = bind(
            "sudoku_rules_hint_player_text",
            status,
            [
                handle,
                values,
                values,
                masks_in,
                _u64,
                ctypes.c_char_p,
                size_t,
                ctypes.POINTER(size_t),
            ],
        )
        self.sudoku_rules_to_text = bind(
            "sudoku_rules_to_text",
            status,
            [handle, values, _u32, ctypes.c_char_p, size_t, ctypes.POINTER(size_t)],
        )
        self.sudoku_rules_grid_from_text = bind(
            "sudoku_rules_grid_from_text",
            status,
            [handle, ctypes.c_char_p, size_t, values, ctypes.POINTER(ctypes.c_int64)],
        )
        self.sudoku_rules_grid_to_text = bind(
            "sudoku_rules_grid_to_text", status, [handle, values, grid_out, ctypes.POINTER(_i32)]
        )

        # Variant puzzles made to order.
        self.sudoku_rules_generate_options_default = bind(
            "sudoku_rules_generate_options_default", _RulesGenerateOptions, []
        )
        self.sudoku_rules_generate = bind(
            "sudoku_rules_generate",
            status,
            [
                handle,
                ctypes.POINTER(_RulesGenerateOptions),
                _u32,
                ctypes.c_char_p,
                size_t,
                ctypes.POINTER(size_t),
                values,
                values,
            ],
        )
        self.sudoku_rules_generate_ex = bind(
            "sudoku_rules_generate_ex",
            status,
            [
                handle,
                ctypes.POINTER(_RulesGenerateOptions),
                _u32,
                ctypes.c_char_p,
                size_t,
                ctypes.POINTER(size_t),
                values,
                values,
                ctypes.POINTER(_RulesGenerated),
            ],
        )

        # Strings.
        self.sudoku_status_str = bind("sudoku_status_str", ctypes.c_char_p, [ctypes.c_int])
        self.sudoku_version = bind("sudoku_version", ctypes.c_char_p, [])


_cdll, info = _loader.load()
lib = _Lib(_cdll)
