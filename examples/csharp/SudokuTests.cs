// The self-check run by `mono build/sudoku-solve.exe --test`, without a test
// framework (Mono's compiler alone is needed): every status, and every
// solution checked here independently of the library.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading.Tasks;

namespace LibSudoku
{
    static class SudokuTests
    {
        const string Easy = "...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...";
        const string EasySolution = "173845926985612347246397158612584793537921684498736512764259831351468279829173465";
        const string NoSolution = "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6.......";
        const string Conflict = "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        static readonly string Empty = new string('.', 81);

        static int passed;
        static int failed;

        static void Test(string name, Action body)
        {
            try
            {
                body();
                passed++;
                Console.WriteLine("ok: " + name);
            }
            catch (Exception e)
            {
                failed++;
                Console.WriteLine("FAILED: " + name + ": " + e.Message);
            }
        }

        static void Check(bool condition, string what)
        {
            if (!condition)
            {
                throw new Exception(what);
            }
        }

        static void CheckEqual<T>(T want, T got, string what)
        {
            Check(Equals(want, got), string.Format("{0}: got {1}, want {2}", what, got, want));
        }

        // The status a call fails with; fails the test if it succeeds.
        static SudokuStatus StatusOf(Func<object> call)
        {
            try
            {
                object result = call();
                throw new Exception("no SudokuException, got " + result);
            }
            catch (SudokuException e)
            {
                CheckEqual(Sudoku.StatusText(e.Status), e.Message, "exception message");
                return e.Status;
            }
        }

        // Whether solution is a full grid whose rows, columns and boxes each
        // hold 1-9 once, keeping every given of puzzle.
        internal static bool ValidSolution(string puzzle, string solution)
        {
            if (solution.Length != 81 || solution.Any(ch => ch < '1' || ch > '9'))
            {
                return false;
            }
            for (int i = 0; i < 81; i++)
            {
                if (puzzle[i] >= '1' && puzzle[i] <= '9' && puzzle[i] != solution[i])
                {
                    return false;
                }
            }
            for (int unit = 0; unit < 9; unit++)
            {
                var row = new char[9];
                var col = new char[9];
                var box = new char[9];
                for (int k = 0; k < 9; k++)
                {
                    row[k] = solution[unit * 9 + k];
                    col[k] = solution[k * 9 + unit];
                    box[k] = solution[(3 * (unit / 3) + k / 3) * 9 + 3 * (unit % 3) + k % 3];
                }
                foreach (char[] group in new[] { row, col, box })
                {
                    if (new string(group.OrderBy(ch => ch).ToArray()) != "123456789")
                    {
                        return false;
                    }
                }
            }
            return true;
        }

        public static int Run()
        {
            string examples = Path.GetFullPath(Path.Combine(Sudoku.AssemblyDir, "..", ".."));

            Test("version is 1.x.y", () =>
                Check(System.Text.RegularExpressions.Regex.IsMatch(Sudoku.Version(), @"^1\.\d+\.\d+$"), Sudoku.Version()));

            Test("status texts", () =>
            {
                CheckEqual("success", Sudoku.StatusText(SudokuStatus.Ok), "Ok");
                CheckEqual("the puzzle has no solution", Sudoku.StatusText(SudokuStatus.NoSolution), "NoSolution");
                CheckEqual("unknown status", Sudoku.StatusText((SudokuStatus)99), "99");
                CheckEqual("unknown status", Sudoku.StatusText((SudokuStatus)(-1)), "-1");
            });

            Test("the independent checker refuses bad grids", () =>
            {
                Check(ValidSolution(Easy, EasySolution), "known solution refused");
                string swapped = EasySolution.Substring(1, 1) + EasySolution[0] + EasySolution.Substring(2);
                Check(!ValidSolution(Easy, swapped), "swapped cells accepted");
                Check(!ValidSolution("9" + Easy.Substring(1), EasySolution), "changed given accepted");
            });

            Test("solves a puzzle, '.' or '0' for empty cells", () =>
            {
                CheckEqual(EasySolution, Sudoku.Solve(Easy), "dots");
                CheckEqual(EasySolution, Sudoku.Solve(Easy.Replace('.', '0')), "zeros");
            });

            Test("the caller's array is not written", () =>
            {
                byte[] bytes = Encoding.ASCII.GetBytes(Easy);
                CheckEqual(EasySolution, Sudoku.Solve(bytes), "solution");
                CheckEqual(Easy, Encoding.ASCII.GetString(bytes), "caller's array");
            });

            Test("every status comes back as a SudokuException", () =>
            {
                CheckEqual(SudokuStatus.MultipleSolutions, StatusOf(() => Sudoku.Solve(Empty)), "empty grid");
                CheckEqual(SudokuStatus.NoSolution, StatusOf(() => Sudoku.Solve(NoSolution)), "no solution");
                CheckEqual(SudokuStatus.ConflictingGivens, StatusOf(() => Sudoku.Solve(Conflict)), "conflict");
                CheckEqual(SudokuStatus.InvalidCharacter, StatusOf(() => Sudoku.Solve("x" + Easy.Substring(1))), "letter");
                CheckEqual(SudokuStatus.InvalidLength, StatusOf(() => Sudoku.Solve(Easy.Substring(1))), "80 cells");
                CheckEqual(SudokuStatus.InvalidLength, StatusOf(() => Sudoku.Solve(Easy + ".")), "82 cells");
                // One character, two UTF-8 bytes: refused, never narrowed to a digit.
                CheckEqual(SudokuStatus.InvalidLength, StatusOf(() => Sudoku.Solve("\u0131" + Easy.Substring(1))), "two-byte character");
            });

            Test("counts solutions", () =>
            {
                CheckEqual(1, Sudoku.CountSolutions(Easy, 2), "unique");
                CheckEqual(5, Sudoku.CountSolutions(Empty, 5), "empty grid");
                CheckEqual(0, Sudoku.CountSolutions(NoSolution, 2), "no solution");
                CheckEqual(SudokuStatus.InvalidArgument, StatusOf(() => Sudoku.CountSolutions(Easy, 0)), "limit 0");
                CheckEqual(SudokuStatus.ConflictingGivens, StatusOf(() => Sudoku.CountSolutions(Conflict, 2)), "conflict");
            });

            Test("examples/puzzles.txt gives examples/puzzles.expected, every solution valid", () =>
            {
                List<string> puzzles = SolvePuzzles.PuzzleLines(Path.Combine(examples, "puzzles.txt"));
                List<string> expected = File.ReadAllLines(Path.Combine(examples, "puzzles.expected"))
                    .Where(line => line.Length > 0 && !line.StartsWith("#")).ToList();
                CheckEqual(expected.Count, puzzles.Count, "number of puzzles");
                int solved = 0;
                for (int i = 0; i < puzzles.Count; i++)
                {
                    string got = SolvePuzzles.Answer(puzzles[i]);
                    CheckEqual(expected[i], got, "puzzle " + (i + 1));
                    if (got.Length == 81)
                    {
                        Check(ValidSolution(puzzles[i], got), "puzzle " + (i + 1) + ": invalid solution " + got);
                        solved++;
                    }
                }
                Check(solved >= 20, "only " + solved + " solved");
            });

            // The library is documented reentrant: threads solving at once get
            // what one thread gets.
            Test("threads agree with one thread", () =>
            {
                List<string> puzzles = SolvePuzzles.PuzzleLines(Path.Combine(examples, "puzzles.txt"));
                string want = string.Join("\n", puzzles.Select(SolvePuzzles.Answer));
                Task<string>[] runs = Enumerable.Range(0, 8)
                    .Select(_ => Task.Factory.StartNew(
                        () => string.Join("\n", puzzles.Select(SolvePuzzles.Answer)),
                        TaskCreationOptions.LongRunning))
                    .ToArray();
                foreach (Task<string> run in runs)
                {
                    CheckEqual(want, run.Result, "one thread's answers");
                }
            });

            Console.WriteLine("SudokuTests: {0} passed, {1} failed", passed, failed);
            return failed == 0 ? 0 : 1;
        }
    }
}
