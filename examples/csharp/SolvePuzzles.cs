// Solves every puzzle of a file and prints, one line each, the solution or
// the library's status text.
//
// Usage: mono build/sudoku-solve.exe [PUZZLE_FILE]   (default: examples/puzzles.txt)
//        mono build/sudoku-solve.exe --test          (self-check; exit status 1 on failure)
// The file holds one puzzle a line; '#' lines and blank lines are skipped.
using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace LibSudoku
{
    public static class SolvePuzzles
    {
        // Latin-1 keeps one char per byte, so bytes reach the library unchanged.
        internal static readonly Encoding Latin1 = Encoding.GetEncoding("iso-8859-1");

        internal static string DefaultPuzzles
        {
            get { return Path.GetFullPath(Path.Combine(Sudoku.AssemblyDir, "..", "..", "puzzles.txt")); }
        }

        /// <summary>The puzzle lines of a file, trimmed of spaces, tabs and CR like the other examples.</summary>
        internal static List<string> PuzzleLines(string file)
        {
            var lines = new List<string>();
            foreach (string line in File.ReadAllText(file, Latin1).Split('\n'))
            {
                string trimmed = line.Trim(' ', '\t', '\r');
                if (trimmed.Length > 0 && !trimmed.StartsWith("#"))
                {
                    lines.Add(trimmed);
                }
            }
            return lines;
        }

        /// <summary>What is printed for one puzzle line: its solution, or the status text.</summary>
        internal static string Answer(string line)
        {
            try
            {
                return Sudoku.Solve(Latin1.GetBytes(line));
            }
            catch (SudokuException e)
            {
                return e.Message;
            }
        }

        public static int Main(string[] args)
        {
            if (args.Length > 0 && args[0] == "--test")
            {
                return SudokuTests.Run();
            }
            try
            {
                string file = args.Length > 0 ? args[0] : DefaultPuzzles;
                var output = new StringBuilder();
                foreach (string line in PuzzleLines(file))
                {
                    output.Append(Answer(line)).Append('\n');
                }
                // Console.Out's own newline and encoding could vary: write bytes.
                byte[] bytes = Encoding.ASCII.GetBytes(output.ToString());
                using (Stream stdout = Console.OpenStandardOutput())
                {
                    stdout.Write(bytes, 0, bytes.Length);
                }
                return 0;
            }
            catch (Exception e)
            {
                // A library that fails to load surfaces wrapped, from Sudoku's static constructor.
                Exception cause = e is TypeInitializationException && e.InnerException != null ? e.InnerException : e;
                Console.Error.WriteLine("sudoku-solve: " + cause.Message);
                return 1;
            }
        }
    }
}
