"""Where the shared library is looked for, in which order, and the checks
made on it. Each end-to-end case imports a copy of the installed package in
a fresh interpreter (the library is loaded once, at import)."""

from __future__ import annotations

import ctypes
import shutil
import subprocess
from pathlib import Path
from typing import List

import pytest

import libsudoku
from libsudoku import _loader

from conftest import library_file, run_import


def same_file(a: object, b: Path) -> bool:
    return Path(str(a)).resolve() == b.resolve()


def add_bundled(site: Path) -> Path:
    native = site / "libsudoku" / "_native"
    native.mkdir()
    copy = native / "libsudoku.so"
    shutil.copyfile(library_file(), copy)
    return copy


def soname_dir(tmp_path: Path) -> Path:
    """A folder holding the library under its soname only, as a system
    library folder would."""
    folder = tmp_path / "system-lib"
    folder.mkdir()
    shutil.copyfile(library_file(), folder / "libsudoku.so.1")
    return folder


def fake_library(tmp_path: Path, body: str) -> Path:
    """A shared library built from C ``body``, named like libsudoku."""
    cc = shutil.which("cc") or shutil.which("gcc")
    assert cc, "a C compiler (cc) is needed to build the fake libraries"
    folder = tmp_path / "fake"
    folder.mkdir(exist_ok=True)
    source = folder / "fake.c"
    source.write_text(body, encoding="utf-8")
    out = folder / "libsudoku.so"
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(out), str(source)], check=True)
    return out


# --- the installed package ---------------------------------------------------------


def test_loaded_library_is_reported() -> None:
    info = libsudoku.library_info()
    assert info.source in ("LIBSUDOKU_PATH", "bundled", "system")
    assert Path(info.path).is_file()
    assert info.version == libsudoku.version()
    if info.source == "bundled":
        bundled = Path(libsudoku.__file__).resolve().parent / "_native" / "libsudoku.so"
        assert same_file(info.path, bundled)


# --- the order, end to end ----------------------------------------------------------


def test_env_var_names_the_file(package_copy: Path, tmp_path: Path) -> None:
    # Any file name will do: the variable names the file itself.
    target = tmp_path / "my-sudoku-build.so"
    shutil.copyfile(library_file(), target)
    add_bundled(package_copy)  # present, yet the variable wins
    got = run_import(package_copy, {"LIBSUDOKU_PATH": str(target)})
    assert got["ok"], got
    assert got["source"] == "LIBSUDOKU_PATH"
    assert same_file(got["path"], target)
    assert got["version"] == libsudoku.version()


def test_bundled_comes_before_the_system(package_copy: Path, tmp_path: Path) -> None:
    bundled = add_bundled(package_copy)
    got = run_import(package_copy, {"LD_LIBRARY_PATH": str(soname_dir(tmp_path))})
    assert got["ok"], got
    assert got["source"] == "bundled"
    assert same_file(got["path"], bundled)


def test_system_is_the_last_resort(package_copy: Path, tmp_path: Path) -> None:
    folder = soname_dir(tmp_path)
    got = run_import(package_copy, {"LD_LIBRARY_PATH": str(folder)})
    assert got["ok"], got
    assert got["source"] == "system"
    # Resolved from the name the dynamic loader was given to the real file.
    assert same_file(got["path"], folder / "libsudoku.so.1")


@pytest.mark.parametrize("kind", ["missing file", "folder holding the library"])
def test_bad_env_var_is_a_clear_error(package_copy: Path, tmp_path: Path, kind: str) -> None:
    if kind == "missing file":
        value = str(tmp_path / "nowhere" / "libsudoku.so")
    else:
        # The same rule in every language: the variable names the file, and
        # a folder is refused even when it holds the library.
        folder = tmp_path / "folder"
        folder.mkdir()
        shutil.copyfile(library_file(), folder / "libsudoku.so")
        value = str(folder)
    # A good bundled copy and system library do not hide the mistake.
    add_bundled(package_copy)
    got = run_import(
        package_copy, {"LIBSUDOKU_PATH": value, "LD_LIBRARY_PATH": str(soname_dir(tmp_path))}
    )
    assert not got["ok"], got
    assert got["type"] == "LibraryNotFoundError"
    message = str(got["message"])
    assert "LIBSUDOKU_PATH" in message and value in message
    assert ("no such file" if kind == "missing file" else "a folder, not a file") in message


def test_env_var_to_a_file_that_is_no_library(package_copy: Path, tmp_path: Path) -> None:
    junk = tmp_path / "libsudoku.so"
    junk.write_text("not a shared library", encoding="utf-8")
    got = run_import(package_copy, {"LIBSUDOKU_PATH": str(junk)})
    assert not got["ok"]
    assert got["type"] == "LibraryNotFoundError"
    assert "cannot load" in str(got["message"]) and str(junk) in str(got["message"])


def test_wrong_major_version_is_refused(package_copy: Path, tmp_path: Path) -> None:
    fake = fake_library(tmp_path, 'const char *sudoku_version(void) { return "2.0.0"; }\n')
    got = run_import(package_copy, {"LIBSUDOKU_PATH": str(fake)})
    assert not got["ok"]
    assert got["type"] == "LibraryVersionError"
    message = str(got["message"])
    assert "2.0.0" in message and "major version 1" in message


def test_a_library_without_sudoku_version_is_refused(package_copy: Path, tmp_path: Path) -> None:
    fake = fake_library(tmp_path, "int something_else(void) { return 0; }\n")
    got = run_import(package_copy, {"LIBSUDOKU_PATH": str(fake)})
    assert not got["ok"]
    assert got["type"] == "LibraryVersionError"
    assert "sudoku_version" in str(got["message"])


def test_right_version_but_incomplete_library_is_refused(
    package_copy: Path, tmp_path: Path
) -> None:
    # Passes the version check, then lacks the functions: named clearly.
    fake = fake_library(tmp_path, 'const char *sudoku_version(void) { return "1.9.0"; }\n')
    got = run_import(package_copy, {"LIBSUDOKU_PATH": str(fake)})
    assert not got["ok"]
    assert got["type"] == "LibraryVersionError"
    assert "lacks sudoku_solve" in str(got["message"])


# --- the search function on its own -------------------------------------------------


def test_nothing_found_lists_every_place(tmp_path: Path) -> None:
    # Run in-process with the system search pointed at names that cannot
    # exist, so a libsudoku installed on this machine cannot interfere.
    empty = tmp_path / "empty"
    empty.mkdir()
    asked: List[str] = []

    def finder(name: str) -> None:
        asked.append(name)
        return None

    with pytest.raises(libsudoku.LibraryNotFoundError) as info:
        _loader.load(
            environ={}, bundled_dir=empty, find_library=finder, names=["libsudoku-absent.so.1"]
        )
    message = str(info.value)
    assert asked == ["sudoku"]
    assert "LIBSUDOKU_PATH: not set" in message
    assert str(empty / "libsudoku.so") in message
    assert 'find_library("sudoku"): nothing found' in message
    assert "libsudoku-absent.so.1" in message
    assert "cargo build --release" in message and "target/release/libsudoku.so" in message
    assert isinstance(info.value, ImportError)


def test_a_bundled_copy_that_fails_to_load_falls_through(tmp_path: Path) -> None:
    bundled = tmp_path / "native"
    bundled.mkdir()
    (bundled / "libsudoku.so").write_text("broken", encoding="utf-8")
    real = str(library_file())
    lib, info = _loader.load(
        environ={},
        bundled_dir=bundled,
        find_library=lambda name: real,
    )
    assert info.source == "system"
    assert same_file(info.path, Path(real))
    assert lib.sudoku_version() == libsudoku.version().encode()


def test_empty_env_var_counts_as_unset(tmp_path: Path) -> None:
    bundled = tmp_path / "native"
    bundled.mkdir()
    shutil.copyfile(library_file(), bundled / "libsudoku.so")
    _, info = _loader.load(environ={"LIBSUDOKU_PATH": ""}, bundled_dir=bundled)
    assert info.source == "bundled"


def test_version_check() -> None:
    _loader.check_version("1.0.0", "lib")
    _loader.check_version("1.27.3", "lib")
    for bad in ("0.9.0", "2.0.0", "10.0.0", "1.0", "1.0.0-beta", "", "one.two.three", "١.0.0"):
        with pytest.raises(libsudoku.LibraryVersionError):
            _loader.check_version(bad, "lib")
    assert _loader.parse_version("1.2.3") == (1, 2, 3)


def test_library_filenames() -> None:
    assert _loader.library_filename("linux") == "libsudoku.so"
    assert _loader.library_filename("darwin") == "libsudoku.dylib"
    assert _loader.library_filename("win32") == "sudoku.dll"
    assert _loader.system_names("linux") == ["libsudoku.so.1"]


def test_resolve_path_finds_the_real_file(tmp_path: Path) -> None:
    # Loaded through a symlink, the library is reported as the file itself.
    link = tmp_path / "libsudoku.so.1"
    link.symlink_to(library_file())
    lib = ctypes.CDLL(str(link))
    assert same_file(_loader._resolve_path(lib, "fallback"), library_file())
    assert not _loader._resolve_path(lib, "fallback").endswith("libsudoku.so.1")
