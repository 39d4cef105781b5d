"""libsudoku: a fast 9x9 Sudoku solver, from Python.

A thin ctypes layer over the libsudoku C library (``sudoku.h``): strings in,
strings out, errors as exceptions.

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
    BatchResult,
    BudgetExhaustedError,
    ConflictingGivensError,
    InternalError,
    InvalidArgumentError,
    InvalidCharacterError,
    InvalidLengthError,
    Mode,
    MultipleSolutionsError,
    NoSolutionError,
    NullPointerError,
    Report,
    Status,
    SudokuError,
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
from ._loader import (
    ENV_VAR,
    EXPECTED_MAJOR,
    LibraryInfo,
    LibraryNotFoundError,
    LibraryVersionError,
)

#: This package's version; it follows the C library it was written for.
__version__ = "1.0.0"

__all__ = [
    "BatchResult",
    "BudgetExhaustedError",
    "ConflictingGivensError",
    "ENV_VAR",
    "EXPECTED_MAJOR",
    "InternalError",
    "InvalidArgumentError",
    "InvalidCharacterError",
    "InvalidLengthError",
    "LibraryInfo",
    "LibraryNotFoundError",
    "LibraryVersionError",
    "Mode",
    "MultipleSolutionsError",
    "NoSolutionError",
    "NullPointerError",
    "Report",
    "Status",
    "SudokuError",
    "check",
    "count_solutions",
    "library_info",
    "parse",
    "solve",
    "solve_batch",
    "solve_ex",
    "status_str",
    "version",
]
