"""libsudoku: a fast 9x9 Sudoku solver, from Python.

A thin ctypes layer over the libsudoku C library (``sudoku.h``): strings in,
strings out, errors as exceptions. It solves, checks and counts; gives
hints a player can follow, the whole path and Sudoku Explainer ratings
(``hint``, ``explain``, ``rate``); and generates puzzles reproducible from a
seed (``generate``).

>>> import libsudoku
>>> libsudoku.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6"
...                 ".6....28....419..5....8..79")[:9]
'534678912'

The shared library is looked for, in order, at ``LIBSUDOKU_PATH`` (the
library file), in the copy bundled into the package at build time, and in
the system's standard library paths; see ``library_info()`` for the one
loaded.
Importing fails with ``LibraryNotFoundError`` (an ImportError) listing every
place tried, or ``LibraryVersionError`` when its major version is not 1.
"""

from ._api import (
    AlreadySolvedError,
    BatchResult,
    BudgetExhaustedError,
    CapacityTooSmallError,
    ConflictingGivensError,
    CurrentContradictsPuzzleError,
    InternalError,
    InvalidArgumentError,
    InvalidCandidatesError,
    InvalidCharacterError,
    InvalidLengthError,
    InvalidPatternError,
    MinAboveMaxError,
    Mode,
    MultipleSolutionsError,
    NoSolutionError,
    NullPointerError,
    PatternBreaksSymmetryError,
    GridBreaksRuleError,
    InvalidLayoutError,
    InvalidRulesError,
    InvalidValueError,
    ParseError,
    PatternOutsideGivenBoundsError,
    SymmetryBreaksRulesError,
    Report,
    RulesError,
    Status,
    SudokuError,
    TechniquesExhaustedError,
    UnknownSymmetryError,
    UnsatisfiableRulesError,
    UnsupportedRuleError,
    check,
    count_solutions,
    library_info,
    parse,
    solve,
    solve_batch,
    solve_ex,
    status_str,
    version,
)
from ._canon import (
    TRANSFORM_BYTES,
    Canonical,
    CountResult,
    canonical,
    count_batch,
    invert_transform,
    transform,
)
from ._variant_generate import VariantPuzzle, generate_variant
from ._generate import (
    DEFAULT_ATTEMPT_BUDGET,
    GenerateResult,
    Generated,
    Symmetry,
    generate,
    generate_batch,
    random_solution,
)
from ._loader import (
    ENV_VAR,
    EXPECTED_MAJOR,
    LibraryInfo,
    LibraryNotFoundError,
    LibraryVersionError,
)
from ._logic import (
    Digits,
    Explanation,
    Link,
    Rating,
    Step,
    StepKind,
    Technique,
    candidates,
    explain,
    hint,
    rate,
    technique_name,
    true_candidates,
)
from ._player import Clash, PlayerCandidates, player_candidates
from ._variant import (
    BrokenRule,
    DotColour,
    RuleFlag,
    Rules,
    RulesBuilder,
    Violation,
)

#: This package's version; it follows the C library it was written for.
__version__ = "1.0.0"

__all__ = [
    "AlreadySolvedError",
    "BatchResult",
    "BudgetExhaustedError",
    "candidates",
    "CapacityTooSmallError",
    "check",
    "Clash",
    "ConflictingGivensError",
    "count_solutions",
    "CurrentContradictsPuzzleError",
    "DEFAULT_ATTEMPT_BUDGET",
    "Digits",
    "ENV_VAR",
    "EXPECTED_MAJOR",
    "explain",
    "Explanation",
    "generate",
    "generate_variant",
    "VariantPuzzle",
    "generate_batch",
    "Generated",
    "GenerateResult",
    "hint",
    "InternalError",
    "InvalidArgumentError",
    "InvalidCandidatesError",
    "InvalidCharacterError",
    "InvalidLengthError",
    "InvalidPatternError",
    "library_info",
    "LibraryInfo",
    "LibraryNotFoundError",
    "LibraryVersionError",
    "Link",
    "MinAboveMaxError",
    "Mode",
    "MultipleSolutionsError",
    "NoSolutionError",
    "NullPointerError",
    "parse",
    "PatternBreaksSymmetryError",
    "PatternOutsideGivenBoundsError",
    "player_candidates",
    "PlayerCandidates",
    "random_solution",
    "rate",
    "Rating",
    "Report",
    "solve",
    "solve_batch",
    "TRANSFORM_BYTES",
    "Canonical",
    "CountResult",
    "canonical",
    "count_batch",
    "invert_transform",
    "transform",
    "solve_ex",
    "Status",
    "status_str",
    "Step",
    "StepKind",
    "SudokuError",
    "Symmetry",
    "Technique",
    "technique_name",
    "TechniquesExhaustedError",
    "true_candidates",
    "UnknownSymmetryError",
    "version",
    # Variant rule sets (_variant.py).
    "BrokenRule",
    "DotColour",
    "GridBreaksRuleError",
    "InvalidLayoutError",
    "InvalidRulesError",
    "SymmetryBreaksRulesError",
    "InvalidValueError",
    "ParseError",
    "RuleFlag",
    "Rules",
    "RulesBuilder",
    "RulesError",
    "UnsatisfiableRulesError",
    "UnsupportedRuleError",
    "Violation",
]
