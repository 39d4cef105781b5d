package sudoku;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.ptr.IntByReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;

/**
 * libsudoku through JNA: solves 9x9 Sudoku puzzles.
 *
 * <p>The library is the file named by the environment variable LIBSUDOKU_PATH
 * when it is set, else the repository's target/release/libsudoku.so, found
 * from where these classes were compiled to (examples/java/build).
 */
public final class Sudoku {
    /** Cells in a grid: 9 rows of 9, row-major. */
    public static final int GRID_SIZE = 81;

    // The status codes of include/sudoku.h (enum sudoku_status). Kept as
    // ints: the library may append codes, and any int has a status text.
    public static final int OK = 0;
    public static final int NULL_POINTER = 1;
    public static final int INVALID_CHARACTER = 2;
    public static final int CONFLICTING_GIVENS = 3;
    public static final int NO_SOLUTION = 4;
    public static final int MULTIPLE_SOLUTIONS = 5;
    public static final int INTERNAL_ERROR = 6;
    public static final int BUDGET_EXHAUSTED = 7;
    public static final int INVALID_LENGTH = 8;
    public static final int INVALID_ARGUMENT = 9;

    /** The major version this binding was written for. */
    private static final int SUPPORTED_MAJOR = 1;

    /** The C functions used, as declared in include/sudoku.h. */
    interface Lib extends Library {
        // JNA copies a byte[] to native memory for the call and back after
        // it, so the library writes the solution into the array.
        int sudoku_solve(byte[] grid);

        int sudoku_count_solutions(byte[] grid, int limit, IntByReference count);

        String sudoku_status_str(int status);

        String sudoku_version();
    }

    /** The path the library is loaded from. */
    public static final String LIBRARY_PATH = libraryPath();

    private static final Lib LIB = Native.load(LIBRARY_PATH, Lib.class);

    static {
        String version = version();
        if (!version.startsWith(SUPPORTED_MAJOR + ".")) {
            throw new IllegalStateException(
                    LIBRARY_PATH + " is libsudoku " + version + "; this binding needs " + SUPPORTED_MAJOR + ".x");
        }
    }

    private Sudoku() {}

    /** The folder examples/java/build that these classes were compiled to. */
    static Path classesDir() {
        try {
            return Paths.get(Sudoku.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String libraryPath() {
        String fromEnv = System.getenv("LIBSUDOKU_PATH");
        if (fromEnv != null && !fromEnv.isEmpty()) {
            return fromEnv;
        }
        return classesDir().resolve("../../../target/release/libsudoku.so").normalize().toString();
    }

    /** The loaded library's version, "MAJOR.MINOR.PATCH". */
    public static String version() {
        return LIB.sudoku_version();
    }

    /** The library's English text for a status code. */
    public static String statusText(int status) {
        return LIB.sudoku_status_str(status);
    }

    // A fresh copy of exactly GRID_SIZE bytes, the number the library reads:
    // other lengths are refused before any call, and the caller's array is
    // never written.
    private static byte[] grid(byte[] puzzle) throws SudokuException {
        if (puzzle.length != GRID_SIZE) {
            throw new SudokuException(INVALID_LENGTH);
        }
        return Arrays.copyOf(puzzle, GRID_SIZE);
    }

    /**
     * Solves a puzzle given as 81 bytes: '1'-'9' for givens, '.' or '0' for
     * empty cells. Returns the solution as 81 digits.
     *
     * @throws SudokuException unless the puzzle has exactly one solution
     */
    public static String solve(byte[] puzzle) throws SudokuException {
        byte[] grid = grid(puzzle);
        int status = LIB.sudoku_solve(grid);
        if (status != OK) {
            throw new SudokuException(status);
        }
        return new String(grid, StandardCharsets.US_ASCII);
    }

    /** As {@link #solve(byte[])}, the puzzle's text taken as UTF-8. */
    public static String solve(String puzzle) throws SudokuException {
        return solve(puzzle.getBytes(StandardCharsets.UTF_8));
    }

    /** Counts the solutions of a puzzle, stopping at {@code limit} (at least 1). */
    public static int countSolutions(String puzzle, int limit) throws SudokuException {
        byte[] grid = grid(puzzle.getBytes(StandardCharsets.UTF_8));
        IntByReference count = new IntByReference();
        int status = LIB.sudoku_count_solutions(grid, limit, count);
        if (status != OK) {
            throw new SudokuException(status);
        }
        return count.getValue();
    }
}
