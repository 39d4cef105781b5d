"""Build hook: bundle the libsudoku shared library into the package.

Everything static is in pyproject.toml. This file only adds one step to
build_py, which copies the library to libsudoku/_native/ in the build tree
(never in the source tree), and marks the package as platform-specific when
it does so, since it then holds a native binary.

Which library is bundled:

* ``LIBSUDOKU_BUILD_LIB`` set to a library file, or to a folder holding
  ``libsudoku.so``: that one. If it names nothing, the build fails, so that
  a requested bundle is never silently dropped.
* ``LIBSUDOKU_BUILD_LIB=none``: nothing is bundled; the installed package
  then finds the library through LIBSUDOKU_PATH or the system paths.
* unset: ``../../target/release/libsudoku.so`` relative to this file, when
  it exists. This works for ``pip install ./bindings/python`` from the repo,
  because pip (21.3 and later) builds a local folder in place. Builds from a
  copied tree or an sdist do not see the repo: set the variable there.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Optional

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

try:  # setuptools 70.1 and later ship bdist_wheel themselves
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # older setuptools: the wheel package's copy
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
ENV_VAR = "LIBSUDOKU_BUILD_LIB"


def _filename() -> str:
    # Same names as libsudoku._loader.library_filename: what cargo produces.
    if sys.platform == "darwin":
        return "libsudoku.dylib"
    if sys.platform.startswith("win"):
        return "sudoku.dll"
    return "libsudoku.so"


def library_to_bundle() -> Optional[Path]:
    """The library file to copy into the package, or None."""
    value = os.environ.get(ENV_VAR)
    if value is None:
        default = HERE.parent.parent / "target" / "release" / _filename()
        return default if default.is_file() else None
    if value.lower() == "none":
        return None
    given = Path(value)
    target = given / _filename() if given.is_dir() else given
    if not target.is_file():
        raise SystemExit(
            f"{ENV_VAR}={value!r}: no library file there (expected a file, or a "
            f"folder holding {_filename()}); build it with `cargo build --release`, "
            f"or set {ENV_VAR}=none to build without bundling it"
        )
    return target


class BuildPyWithLibrary(build_py):
    """build_py, plus the copy of the library into libsudoku/_native/."""

    def run(self) -> None:
        super().run()
        native = Path(self.build_lib) / "libsudoku" / "_native"
        # pip reuses build/ between in-place builds: clear an earlier copy so
        # that a build without the library never ships a stale one.
        if native.exists():
            shutil.rmtree(native)
        source = library_to_bundle()
        if source is None:
            print("libsudoku: no shared library bundled", file=sys.stderr)
            return
        native.mkdir(parents=True)
        # copyfile follows symlinks: the package gets the file itself.
        shutil.copyfile(source, native / _filename())
        os.chmod(native / _filename(), 0o755)
        print(f"libsudoku: bundled {source}", file=sys.stderr)


class NativeDistribution(Distribution):
    """Counts as binary when it bundles the library, so that setuptools
    installs into platlib and the wheel gets a platform tag, as for any
    package that carries native code."""

    def has_ext_modules(self) -> bool:
        return library_to_bundle() is not None


class PlatformWheel(bdist_wheel):
    """The library is loaded with ctypes, not as an extension module, so any
    Python 3 can use the wheel: tag it py3-none-<platform>, not cp3XX."""

    def get_tag(self) -> tuple[str, str, str]:
        python, abi, platform = super().get_tag()
        if not self.root_is_pure:
            return "py3", "none", platform
        return python, abi, platform


setup(
    distclass=NativeDistribution,
    cmdclass={"build_py": BuildPyWithLibrary, "bdist_wheel": PlatformWheel},
)
