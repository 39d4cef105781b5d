"""Build hook: compile the libsudoku C library with cargo and bundle it.

Everything static is in pyproject.toml. The package is pure Python and
loads the library with ctypes, so what the build adds is the library itself:
setuptools-rust builds the crate's cdylib (``cargo rustc --lib --crate-type
cdylib --release``) and this file puts it at ``libsudoku/_native/libsudoku.so``.

Why setuptools-rust and not maturin: maturin's bindings are pyo3, cffi,
uniffi and bin. None ships a bare C library for ctypes: cffi would add a
run-time dependency on cffi and regenerate the declarations from its own
cbindgen run, and bin ships programs only. setuptools-rust's NoBinding
mode builds exactly the C library that C programs link, with no Python
code generated. What maturin would have given for free, an sdist holding a
crate that lives outside this folder, is done by ``SdistWithCrate`` below.

Where the crate is:

* in an sdist, ``rust/``: the crate as ``cargo package`` makes it (what
  ``cargo publish`` would upload), put there when the sdist was made;
* in the repository (``pip install ./bindings/python``, or pip's
  ``git+...#subdirectory=bindings/python``, which build in place), two
  folders up.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import setuptools
from setuptools import setup
from setuptools.command.sdist import sdist
from setuptools_rust import Binding, RustExtension
from setuptools_rust.build import build_rust

try:  # setuptools 70.1 and later ship bdist_wheel themselves
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # older setuptools: the wheel package's copy
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
SDIST_CRATE = HERE / "rust"
REPO_CRATE = HERE.parent.parent
LICENSE = "MIT OR Apache-2.0"


def crate_dir() -> Path:
    """The folder of the libsudoku crate to build."""
    for candidate in (SDIST_CRATE, REPO_CRATE):
        if (candidate / "Cargo.toml").is_file():
            return candidate
    raise SystemExit(
        f"libsudoku: no Rust crate found in {SDIST_CRATE} (an sdist) or {REPO_CRATE} "
        "(the repository): build from a clone of the repository or from the sdist"
    )


def library_filename() -> str:
    # What cargo names the cdylib, and what libsudoku._loader looks for.
    if sys.platform == "darwin":
        return "libsudoku.dylib"
    if sys.platform.startswith("win"):
        return "sudoku.dll"
    return "libsudoku.so"


class BuildRustPlainName(build_rust):
    """setuptools-rust names a library like an extension module
    (``libsudoku.cpython-311-x86_64-linux-gnu.so``); this one is no extension
    module but the C library, loaded by any Python 3 through ctypes, so it
    keeps its own name."""

    def get_dylib_ext_path(self, ext: RustExtension, target_fname: str) -> str:
        build_ext = self.get_finalized_command("build_ext")
        module_path = Path(build_ext.get_ext_fullpath(target_fname))
        return str(module_path.with_name(library_filename()))


class PlatformWheel(bdist_wheel):
    """The library is loaded with ctypes, not as an extension module, so any
    Python 3 can use the wheel: tag it py3-none-<platform>, not cp3XX."""

    def get_tag(self) -> tuple:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


class SdistWithCrate(sdist):
    """Puts the crate into the sdist as ``rust/``, as ``cargo package`` makes
    it: setuptools takes no files from outside this folder, and the crate's
    workspace (other members, the lock file of all of them) is not needed to
    build the library alone."""

    def make_release_tree(self, base_dir: str, files: list) -> None:
        super().make_release_tree(base_dir, files)
        target = Path(base_dir) / "rust"
        if SDIST_CRATE.is_dir():  # an sdist made from an sdist
            shutil.copytree(SDIST_CRATE, target)
            return
        with tempfile.TemporaryDirectory() as scratch:
            subprocess.run(
                [
                    "cargo",
                    "package",
                    "--quiet",
                    "--no-verify",
                    "--allow-dirty",
                    "--manifest-path",
                    str(REPO_CRATE / "Cargo.toml"),
                    "--target-dir",
                    scratch,
                ],
                check=True,
            )
            (crate,) = Path(scratch, "package").glob("libsudoku-*.crate")
            with tarfile.open(crate) as archive:
                archive.extractall(scratch)
            shutil.copytree(Path(scratch, crate.name[: -len(".crate")]), target)
        # The packaged crate is its own workspace: cargo must not look for
        # one in the folders above the one the sdist is unpacked in.
        with open(target / "Cargo.toml", "a", encoding="utf-8") as manifest:
            manifest.write("\n[workspace]\n")


def use_own_target_dir() -> None:
    """From the repository, cargo builds into ``target/python``, not
    ``target``: the library is built here without the default features, and
    cargo keeps one build of a cdylib per profile, so each ``pip install``
    and each ``cargo build --release`` rebuilt it after the other (two
    minutes each, 6 December). A ``CARGO_TARGET_DIR`` already set wins."""
    if crate_dir() == REPO_CRATE:
        os.environ.setdefault("CARGO_TARGET_DIR", str(REPO_CRATE / "target" / "python"))


def license_metadata() -> dict:
    """The licence, in the form this setuptools accepts: an SPDX expression
    from setuptools 77 on (older ones do not know the keyword)."""
    major = int(setuptools.__version__.split(".")[0])
    return {"license_expression": LICENSE} if major >= 77 else {"license": LICENSE}


use_own_target_dir()
setup(
    rust_extensions=[
        RustExtension(
            # Only the folder matters: the file is libsudoku/_native/libsudoku.so.
            "libsudoku._native.libsudoku",
            path=str(crate_dir() / "Cargo.toml"),
            binding=Binding.NoBinding,
            # Without the default 'header' feature: the committed header is
            # not regenerated, and cbindgen is not built.
            args=["--no-default-features"],
            py_limited_api=False,
        )
    ],
    cmdclass={
        "build_rust": BuildRustPlainName,
        "bdist_wheel": PlatformWheel,
        "sdist": SdistWithCrate,
    },
    zip_safe=False,
    **license_metadata(),
)
