"""Finding, loading and version-checking the libsudoku shared library.

Kept apart from the API module so that the search can be tested on its own,
with the environment, the bundled folder and the system finder passed in.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, List, Mapping, Optional, Tuple

#: The environment variable naming the library file.
ENV_VAR = "LIBSUDOKU_PATH"

#: The library major version this package is written against. The C ABI only
#: changes incompatibly with a new major version, so any 1.x library will do.
EXPECTED_MAJOR = 1

#: Where a copy built into the package lives, relative to the package folder.
BUNDLED_DIR = Path(__file__).resolve().parent / "_native"


def library_filename(platform: str = sys.platform) -> str:
    """The file name cargo gives the cdylib on ``platform``."""
    if platform == "darwin":
        return "libsudoku.dylib"
    if platform.startswith("win"):
        return "sudoku.dll"
    return "libsudoku.so"


def system_names(platform: str = sys.platform) -> List[str]:
    """Names handed to the dynamic loader as-is, in the order they are tried.

    ``find_library`` knows the ldconfig cache and similar; the versioned
    soname is tried as well because ``find_library`` misses libraries that
    are reachable only through ``LD_LIBRARY_PATH`` when no compiler or
    objdump is installed, while ``dlopen`` itself finds them.
    """
    if platform == "darwin":
        return ["libsudoku.1.dylib", "libsudoku.dylib"]
    if platform.startswith("win"):
        return ["sudoku.dll"]
    return ["libsudoku.so.1"]


class LibraryNotFoundError(ImportError):
    """No loadable libsudoku was found; the message lists every place tried."""


class LibraryVersionError(ImportError):
    """The libsudoku found has a major version this package does not support,
    or is not libsudoku at all."""


@dataclass(frozen=True)
class LibraryInfo:
    """Which library was loaded, and why that one."""

    #: The file the dynamic loader actually opened (resolved with dladdr when
    #: the library was loaded by name), or the name given when that fails.
    path: str
    #: ``"LIBSUDOKU_PATH"``, ``"bundled"`` or ``"system"``.
    source: str
    #: What ``sudoku_version()`` returned.
    version: str


def parse_version(text: str) -> Tuple[int, int, int]:
    """Splits ``"MAJOR.MINOR.PATCH"``; raises ValueError on anything else."""
    parts = text.split(".")
    if len(parts) != 3 or not all(p.isdigit() and p.isascii() for p in parts):
        raise ValueError(f"not a MAJOR.MINOR.PATCH version: {text!r}")
    return int(parts[0]), int(parts[1]), int(parts[2])


def check_version(text: str, path: str, expected_major: int = EXPECTED_MAJOR) -> None:
    """Raises LibraryVersionError unless ``text`` has the expected major."""
    try:
        major = parse_version(text)[0]
    except ValueError as err:
        raise LibraryVersionError(f"{path}: sudoku_version() gave {text!r}: {err}") from None
    if major != expected_major:
        raise LibraryVersionError(
            f"{path} is libsudoku {text}, but this package (libsudoku for Python) "
            f"needs major version {expected_major} ({expected_major}.x.y); "
            f"install a matching library or point {ENV_VAR} at one"
        )


def _read_version(lib: ctypes.CDLL, path: str) -> str:
    try:
        func = lib.sudoku_version
    except AttributeError:
        raise LibraryVersionError(
            f"{path} has no sudoku_version symbol: it is not libsudoku"
        ) from None
    func.argtypes = []
    func.restype = ctypes.c_char_p
    raw: Optional[bytes] = func()
    if raw is None:
        raise LibraryVersionError(f"{path}: sudoku_version() returned NULL")
    return raw.decode("ascii", errors="replace")


class _DlInfo(ctypes.Structure):
    _fields_ = [
        ("dli_fname", ctypes.c_char_p),
        ("dli_fbase", ctypes.c_void_p),
        ("dli_sname", ctypes.c_char_p),
        ("dli_saddr", ctypes.c_void_p),
    ]


def _resolve_path(lib: ctypes.CDLL, fallback: str) -> str:
    """The file behind ``lib``, so that a library found by name can be
    reported as a path. Best effort: returns ``fallback`` when dladdr is
    unavailable (e.g. on Windows)."""
    try:
        dladdr = ctypes.CDLL(None).dladdr
    except (AttributeError, OSError, TypeError):
        return fallback
    dladdr.argtypes = [ctypes.c_void_p, ctypes.POINTER(_DlInfo)]
    dladdr.restype = ctypes.c_int
    info = _DlInfo()
    try:
        address = ctypes.cast(lib.sudoku_version, ctypes.c_void_p).value
    except AttributeError:
        return fallback
    if not dladdr(address, ctypes.byref(info)) or not info.dli_fname:
        return fallback
    name = os.fsdecode(info.dli_fname)
    return os.path.realpath(name) if os.path.isabs(name) else fallback


def load(
    environ: Optional[Mapping[str, str]] = None,
    bundled_dir: Optional[Path] = None,
    find_library: Callable[[str], Optional[str]] = ctypes.util.find_library,
    names: Optional[List[str]] = None,
    loader: Callable[[str], ctypes.CDLL] = ctypes.CDLL,
) -> Tuple[ctypes.CDLL, LibraryInfo]:
    """Finds and loads libsudoku, then checks its version.

    The order is:

    1. ``LIBSUDOKU_PATH``, the library file. When it is set, it is the only
       place looked at: an explicit choice that cannot be honoured is an
       error, never silently replaced by another library.
    2. The copy bundled in the package (``libsudoku/_native/``), if the
       package was built with one.
    3. The system: ``ctypes.util.find_library("sudoku")``, then the versioned
       soname, through the dynamic loader's standard search.

    Raises LibraryNotFoundError (listing every place tried and why it failed)
    or LibraryVersionError. The parameters exist for tests; callers use the
    defaults.
    """
    env = os.environ if environ is None else environ
    bundled = BUNDLED_DIR if bundled_dir is None else bundled_dir
    filename = library_filename()
    tried: List[str] = []

    def attempt(target: str, source: str) -> Optional[Tuple[ctypes.CDLL, LibraryInfo]]:
        try:
            lib = loader(target)
        except OSError as err:
            tried.append(f"{source}: {target}: {err}")
            return None
        # The version first: resolving the path needs sudoku_version, and a
        # library without it must be named as such.
        version = _read_version(lib, target)
        path = _resolve_path(lib, target)
        check_version(version, path)
        return lib, LibraryInfo(path=path, source=source, version=version)

    explicit = env.get(ENV_VAR, "")
    if explicit:
        given = Path(explicit)
        if not given.is_file():
            what = "a folder, not a file" if given.is_dir() else "no such file"
            raise LibraryNotFoundError(
                f"{ENV_VAR}={explicit!r} names {what}. Set it to the libsudoku "
                f"library file itself (for a cargo build: target/release/{filename}), "
                f"or unset it to use the bundled or system library."
            )
        found = attempt(str(given.resolve()), ENV_VAR)
        if found is None:
            raise LibraryNotFoundError(f"cannot load the library {ENV_VAR} names: {tried[0]}")
        return found
    tried.append(f"{ENV_VAR}: not set")

    copy = bundled / filename
    if copy.is_file():
        found = attempt(str(copy), "bundled")
        if found is not None:
            return found
    else:
        tried.append(f"bundled: {copy}: not present (the package was built without it)")

    candidates: List[str] = []
    by_finder = find_library("sudoku")
    if by_finder:
        candidates.append(by_finder)
    else:
        tried.append('system: ctypes.util.find_library("sudoku"): nothing found')
    for name in system_names() if names is None else names:
        if name not in candidates:
            candidates.append(name)
    for name in candidates:
        found = attempt(name, "system")
        if found is not None:
            return found

    raise LibraryNotFoundError(
        "libsudoku shared library not found. Looked at, in order:\n  "
        + "\n  ".join(tried)
        + f"\nReinstall this package (its build bundles the library), set "
        f"{ENV_VAR} to the library file (after `cargo build --release`: "
        f"target/release/{filename}), or install libsudoku where the dynamic "
        f"loader finds it (scripts/install.sh)."
    )
