// libsudoku from C# (Mono): solves 9x9 Sudoku puzzles.
//
// The library is found by the rule every language of this repository
// follows: (1) the file named by the environment variable LIBSUDOKU_PATH;
// when it is set nothing else is tried, so a wrong path is an error that
// names it; (2) the copy the package ships: for this example, which is not a
// package, the repository's own target/release/libsudoku.so, found from this
// assembly's place (examples/csharp/build); (3) the system's search for
// libsudoku.so.1 (ldconfig's folders, LD_LIBRARY_PATH). It is loaded with
// dlopen and its functions called through delegates: [DllImport] takes only
// a constant name, which would leave the choice to the system alone.
using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Text;

namespace LibSudoku
{
    /// <summary>The status codes of include/sudoku.h (enum sudoku_status).</summary>
    public enum SudokuStatus
    {
        Ok = 0,
        NullPointer = 1,
        InvalidCharacter = 2,
        ConflictingGivens = 3,
        NoSolution = 4,
        MultipleSolutions = 5,
        InternalError = 6,
        BudgetExhausted = 7,
        InvalidLength = 8,
        InvalidArgument = 9,
    }

    /// <summary>A status other than Ok; the message is the library's status text.</summary>
    public sealed class SudokuException : Exception
    {
        public SudokuStatus Status { get; private set; }

        public SudokuException(SudokuStatus status) : base(Sudoku.StatusText(status))
        {
            Status = status;
        }
    }

    public static class Sudoku
    {
        /// <summary>Cells in a grid: 9 rows of 9, row-major.</summary>
        public const int GridSize = 81;

        // The major version this binding was written for.
        const int SupportedMajor = 1;

        // The C functions used, as declared in include/sudoku.h.
        [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
        delegate int SolveFn([In, Out] byte[] grid);

        [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
        delegate int CountSolutionsFn([In] byte[] grid, uint limit, out uint count);

        [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
        delegate IntPtr StatusStrFn(int status);

        [UnmanagedFunctionPointer(CallingConvention.Cdecl)]
        delegate IntPtr VersionFn();

        // libdl.so.2 is glibc's dlopen, present on every glibc system.
        const int RTLD_NOW = 2;

        [DllImport("libdl.so.2")]
        static extern IntPtr dlopen(string file, int mode);

        [DllImport("libdl.so.2")]
        static extern IntPtr dlsym(IntPtr handle, string name);

        [DllImport("libdl.so.2")]
        static extern IntPtr dlerror();

        /// <summary>Where the library was loaded from: a file, or the soname for the system's search.</summary>
        public static readonly string LibraryPath;

        static readonly SolveFn solve;
        static readonly CountSolutionsFn countSolutions;
        static readonly StatusStrFn statusStr;
        static readonly VersionFn version;

        static Sudoku()
        {
            IntPtr handle = Open(out LibraryPath);
            solve = Function<SolveFn>(handle, "sudoku_solve");
            countSolutions = Function<CountSolutionsFn>(handle, "sudoku_count_solutions");
            statusStr = Function<StatusStrFn>(handle, "sudoku_status_str");
            version = Function<VersionFn>(handle, "sudoku_version");
            if (!Version().StartsWith(SupportedMajor + "."))
            {
                throw new InvalidOperationException(string.Format(
                    "{0} is libsudoku {1}; this binding needs {2}.x", LibraryPath, Version(), SupportedMajor));
            }
        }

        static T Function<T>(IntPtr handle, string name) where T : class
        {
            IntPtr address = dlsym(handle, name);
            if (address == IntPtr.Zero)
            {
                throw new EntryPointNotFoundException(name + " is not in " + LibraryPath);
            }
            return Marshal.GetDelegateForFunctionPointer<T>(address);
        }

        /// <summary>The folder this assembly is in: examples/csharp/build.</summary>
        internal static string AssemblyDir
        {
            get { return Path.GetDirectoryName(Path.GetFullPath(Assembly.GetExecutingAssembly().Location)); }
        }

        const string SystemName = "libsudoku.so.1";

        static string DlError()
        {
            return Marshal.PtrToStringAnsi(dlerror()) ?? "unknown error";
        }

        // The library rule, in order; the error lists every place tried.
        static IntPtr Open(out string path)
        {
            string fromEnv = Environment.GetEnvironmentVariable("LIBSUDOKU_PATH");
            IntPtr handle;
            if (!string.IsNullOrEmpty(fromEnv))
            {
                handle = dlopen(fromEnv, RTLD_NOW);
                if (handle == IntPtr.Zero)
                {
                    throw new DllNotFoundException(
                        "LIBSUDOKU_PATH=" + fromEnv + ": " + DlError() + " (it must name the library file)");
                }
                path = fromEnv;
                return handle;
            }
            var tried = new List<string> { "LIBSUDOKU_PATH: not set" };
            string beside = Path.GetFullPath(Path.Combine(AssemblyDir, "..", "..", "..", "target", "release", "libsudoku.so"));
            if (File.Exists(beside))
            {
                handle = dlopen(beside, RTLD_NOW);
                if (handle != IntPtr.Zero)
                {
                    path = beside;
                    return handle;
                }
                tried.Add(beside + ": " + DlError());
            }
            else
            {
                tried.Add(beside + ": not built");
            }
            handle = dlopen(SystemName, RTLD_NOW);
            if (handle != IntPtr.Zero)
            {
                path = SystemName;
                return handle;
            }
            tried.Add("system: " + SystemName + ": " + DlError());
            throw new DllNotFoundException("libsudoku not found. Tried:\n  " + string.Join("\n  ", tried)
                + "\nSet LIBSUDOKU_PATH to the library file.");
        }

        /// <summary>The loaded library's version, "MAJOR.MINOR.PATCH".</summary>
        public static string Version()
        {
            return Marshal.PtrToStringAnsi(version());
        }

        /// <summary>The library's English text for a status.</summary>
        public static string StatusText(SudokuStatus status)
        {
            return Marshal.PtrToStringAnsi(statusStr((int)status));
        }

        // A fresh copy of exactly GridSize bytes, the number the library reads:
        // other lengths are refused before any call, and the caller's array is
        // never written.
        static byte[] Grid(byte[] puzzle)
        {
            if (puzzle.Length != GridSize)
            {
                throw new SudokuException(SudokuStatus.InvalidLength);
            }
            return (byte[])puzzle.Clone();
        }

        /// <summary>
        /// Solves a puzzle given as 81 bytes: '1'-'9' for givens, '.' or '0'
        /// for empty cells. Returns the solution as 81 digits; throws a
        /// SudokuException unless the puzzle has exactly one solution.
        /// </summary>
        public static string Solve(byte[] puzzle)
        {
            byte[] grid = Grid(puzzle);
            var status = (SudokuStatus)solve(grid);
            if (status != SudokuStatus.Ok)
            {
                throw new SudokuException(status);
            }
            return Encoding.ASCII.GetString(grid);
        }

        /// <summary>As Solve(byte[]), the puzzle's text taken as UTF-8.</summary>
        public static string Solve(string puzzle)
        {
            return Solve(Encoding.UTF8.GetBytes(puzzle));
        }

        /// <summary>Counts the solutions of a puzzle, stopping at limit (at least 1).</summary>
        public static int CountSolutions(string puzzle, uint limit)
        {
            byte[] grid = Grid(Encoding.UTF8.GetBytes(puzzle));
            uint count;
            var status = (SudokuStatus)countSolutions(grid, limit, out count);
            if (status != SudokuStatus.Ok)
            {
                throw new SudokuException(status);
            }
            return (int)count;
        }
    }
}
