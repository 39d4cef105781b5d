package sudoku;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Platform;
import com.sun.jna.ptr.IntByReference;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * libsudoku through JNA: solves 9x9 Sudoku puzzles.
 *
 * <p>The library is found by the rule every language of this repository
 * follows: (1) the file named by the environment variable LIBSUDOKU_PATH;
 * when it is set nothing else is tried, so a wrong path is an error that
 * names it; (2) the copy bundled in this jar, {@code linux-x86-64/libsudoku.so}
 * (JNA's resource folder for the platform); (3) the system's search for
 * libsudoku (JNA's: jna.library.path, then the dynamic loader's folders and
 * LD_LIBRARY_PATH), as after scripts/install.sh.
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

    /** The resource a jar bundles the library as: linux-x86-64/libsudoku.so here. */
    static final String BUNDLED = "/" + Platform.RESOURCE_PREFIX + "/" + System.mapLibraryName("sudoku");

    /** Where the library was loaded from: a file, or "sudoku" for the system's search. */
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

    private static String libraryPath() {
        String fromEnv = System.getenv("LIBSUDOKU_PATH");
        if (fromEnv != null && !fromEnv.isEmpty()) {
            File file = new File(fromEnv);
            if (!file.isFile()) {
                throw new UnsatisfiedLinkError("LIBSUDOKU_PATH=" + fromEnv + " names "
                        + (file.isDirectory() ? "a folder" : "no file") + ": it must name the library file");
            }
            return file.getAbsolutePath();
        }
        if (Sudoku.class.getResource(BUNDLED) != null) {
            try {
                // JNA copies it out of the jar to a temporary file.
                return Native.extractFromResourcePath(BUNDLED, Sudoku.class.getClassLoader()).getAbsolutePath();
            } catch (IOException e) {
                throw new UnsatisfiedLinkError("cannot extract the bundled " + BUNDLED + ": " + e);
            }
        }
        return "sudoku";
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
