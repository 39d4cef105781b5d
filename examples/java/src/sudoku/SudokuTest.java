package sudoku;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Tests of the JNA binding, without a test framework (only jna.jar is
 * needed): every status, and every solution checked here independently of the
 * library. Prints one line a test and exits non-zero if any failed.
 */
public final class SudokuTest {
    private static final String EASY =
            "...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3...";
    private static final String EASY_SOLUTION =
            "173845926985612347246397158612584793537921684498736512764259831351468279829173465";
    private static final String EMPTY = ".".repeat(81);
    private static final String NO_SOLUTION =
            "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6.......";
    private static final String CONFLICT =
            "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    private interface Body {
        void run() throws Exception;
    }

    private static int passed;
    private static int failed;

    private static void test(String name, Body body) {
        try {
            body.run();
            passed++;
            System.out.println("ok: " + name);
        } catch (Throwable e) {
            failed++;
            System.out.println("FAILED: " + name + ": " + e);
        }
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    private static void checkEquals(Object want, Object got, String what) {
        check(want.equals(got), what + ": got " + got + ", want " + want);
    }

    /** The status that solving `puzzle` fails with; fails if it succeeds. */
    private static int solveStatus(String puzzle) {
        try {
            String solution = Sudoku.solve(puzzle);
            throw new AssertionError("solved " + puzzle + " as " + solution);
        } catch (SudokuException e) {
            checkEquals(Sudoku.statusText(e.getStatus()), e.getMessage(), "exception message");
            return e.getStatus();
        }
    }

    private static int countStatus(String puzzle, int limit) {
        try {
            int count = Sudoku.countSolutions(puzzle, limit);
            throw new AssertionError("counted " + count);
        } catch (SudokuException e) {
            return e.getStatus();
        }
    }

    /**
     * Whether `solution` is a full grid whose rows, columns and boxes each hold
     * 1-9 once, keeping every given of `puzzle`.
     */
    static boolean validSolution(String puzzle, String solution) {
        if (solution.length() != 81 || !solution.matches("[1-9]{81}")) {
            return false;
        }
        for (int i = 0; i < 81; i++) {
            char given = puzzle.charAt(i);
            if (given >= '1' && given <= '9' && given != solution.charAt(i)) {
                return false;
            }
        }
        for (int unit = 0; unit < 9; unit++) {
            char[][] groups = new char[3][9];
            for (int k = 0; k < 9; k++) {
                groups[0][k] = solution.charAt(unit * 9 + k);
                groups[1][k] = solution.charAt(k * 9 + unit);
                int r = 3 * (unit / 3) + k / 3;
                int c = 3 * (unit % 3) + k % 3;
                groups[2][k] = solution.charAt(r * 9 + c);
            }
            for (char[] group : groups) {
                Arrays.sort(group);
                if (!new String(group).equals("123456789")) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<String> lines(Path file) throws Exception {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            if (!line.isEmpty() && !line.startsWith("#")) {
                lines.add(line);
            }
        }
        return lines;
    }

    public static void main(String[] args) {
        // Run from the repository's root, or name the examples folder.
        Path examples = Paths.get(System.getProperty("sudoku.examples", "examples"));

        test("version is 1.x.y", () -> check(Sudoku.version().matches("1\\.\\d+\\.\\d+"), Sudoku.version()));

        test("status texts", () -> {
            checkEquals("success", Sudoku.statusText(Sudoku.OK), "OK");
            checkEquals("the puzzle has no solution", Sudoku.statusText(Sudoku.NO_SOLUTION), "NO_SOLUTION");
            checkEquals("unknown status", Sudoku.statusText(99), "99");
            checkEquals("unknown status", Sudoku.statusText(-1), "-1");
        });

        test("the independent checker refuses bad grids", () -> {
            check(validSolution(EASY, EASY_SOLUTION), "known solution refused");
            String swapped = EASY_SOLUTION.substring(1, 2) + EASY_SOLUTION.charAt(0) + EASY_SOLUTION.substring(2);
            check(!validSolution(EASY, swapped), "swapped cells accepted");
            check(!validSolution("9" + EASY.substring(1), EASY_SOLUTION), "changed given accepted");
        });

        test("solves a puzzle, '.' or '0' for empty cells", () -> {
            checkEquals(EASY_SOLUTION, Sudoku.solve(EASY), "dots");
            checkEquals(EASY_SOLUTION, Sudoku.solve(EASY.replace('.', '0')), "zeros");
        });

        test("the caller's array is not written", () -> {
            byte[] bytes = EASY.getBytes(StandardCharsets.US_ASCII);
            checkEquals(EASY_SOLUTION, Sudoku.solve(bytes), "solution");
            checkEquals(EASY, new String(bytes, StandardCharsets.US_ASCII), "caller's array");
        });

        test("every status comes back as a SudokuException", () -> {
            checkEquals(Sudoku.MULTIPLE_SOLUTIONS, solveStatus(EMPTY), "empty grid");
            checkEquals(Sudoku.NO_SOLUTION, solveStatus(NO_SOLUTION), "no solution");
            checkEquals(Sudoku.CONFLICTING_GIVENS, solveStatus(CONFLICT), "conflict");
            checkEquals(Sudoku.INVALID_CHARACTER, solveStatus("x" + EASY.substring(1)), "letter");
            checkEquals(Sudoku.INVALID_LENGTH, solveStatus(EASY.substring(1)), "80 cells");
            checkEquals(Sudoku.INVALID_LENGTH, solveStatus(EASY + "."), "82 cells");
            // One character, two UTF-8 bytes: refused, never narrowed to a digit.
            checkEquals(Sudoku.INVALID_LENGTH, solveStatus("\u0131" + EASY.substring(1)), "two-byte character");
        });

        test("counts solutions", () -> {
            checkEquals(1, Sudoku.countSolutions(EASY, 2), "unique");
            checkEquals(5, Sudoku.countSolutions(EMPTY, 5), "empty grid");
            checkEquals(0, Sudoku.countSolutions(NO_SOLUTION, 2), "no solution");
            checkEquals(Sudoku.INVALID_ARGUMENT, countStatus(EASY, 0), "limit 0");
            checkEquals(Sudoku.CONFLICTING_GIVENS, countStatus(CONFLICT, 2), "conflict");
        });

        test("examples/puzzles.txt gives examples/puzzles.expected, every solution valid", () -> {
            List<String> puzzles = SolvePuzzles.puzzleLines(examples.resolve("puzzles.txt"));
            List<String> expected = lines(examples.resolve("puzzles.expected"));
            checkEquals(expected.size(), puzzles.size(), "number of puzzles");
            int solved = 0;
            for (int i = 0; i < puzzles.size(); i++) {
                String got = SolvePuzzles.answer(puzzles.get(i));
                checkEquals(expected.get(i), got, "puzzle " + (i + 1));
                if (got.length() == 81) {
                    check(validSolution(puzzles.get(i), got), "puzzle " + (i + 1) + ": invalid solution " + got);
                    solved++;
                }
            }
            check(solved >= 20, "only " + solved + " solved");
        });

        // The library is documented reentrant: threads solving at once get
        // what one thread gets.
        test("threads agree with one thread", () -> {
            List<String> puzzles = SolvePuzzles.puzzleLines(examples.resolve("puzzles.txt"));
            List<String> want = new ArrayList<>();
            for (String p : puzzles) {
                want.add(SolvePuzzles.answer(p));
            }
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                List<Future<List<String>>> runs = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    runs.add(pool.submit(() -> {
                        List<String> got = new ArrayList<>();
                        for (String p : puzzles) {
                            got.add(SolvePuzzles.answer(p));
                        }
                        return got;
                    }));
                }
                for (Future<List<String>> run : runs) {
                    checkEquals(want, run.get(), "one thread's answers");
                }
            } finally {
                pool.shutdown();
            }
        });

        System.out.println("SudokuTest: " + passed + " passed, " + failed + " failed");
        System.exit(failed == 0 ? 0 : 1);
    }
}
