package sudoku;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * Solves every puzzle of a file and prints, one line each, the solution or
 * the library's status text.
 *
 * <p>Usage: java -cp libsudoku.jar:/usr/share/java/jna.jar sudoku.SolvePuzzles [PUZZLE_FILE]
 * (default: examples/puzzles.txt, from the repository's root). The file holds
 * one puzzle a line; '#' lines and blank lines are skipped.
 */
public final class SolvePuzzles {
    private SolvePuzzles() {}

    /** The puzzle lines of a file, trimmed of spaces, tabs and CR like the other examples. */
    static List<String> puzzleLines(Path file) throws IOException {
        // ISO-8859-1 keeps one char per byte, so bytes reach the library unchanged.
        String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            String trimmed = line.replaceAll("^[ \t\r]+|[ \t\r]+$", "");
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                lines.add(trimmed);
            }
        }
        return lines;
    }

    /** What is printed for one puzzle line: its solution, or the status text. */
    static String answer(String line) {
        try {
            return Sudoku.solve(line.getBytes(StandardCharsets.ISO_8859_1));
        } catch (SudokuException e) {
            return e.getMessage();
        }
    }

    static Path defaultPuzzles() {
        return Paths.get("examples", "puzzles.txt");
    }

    public static void main(String[] args) {
        try {
            Path file = args.length > 0 ? Paths.get(args[0]) : defaultPuzzles();
            BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII));
            for (String line : puzzleLines(file)) {
                out.write(answer(line));
                out.write('\n');
            }
            out.flush();
        } catch (IOException | RuntimeException | LinkageError e) {
            // A library that fails to load surfaces as a LinkageError, from Sudoku's initialiser.
            Throwable cause = e instanceof ExceptionInInitializerError && e.getCause() != null ? e.getCause() : e;
            System.err.println("SolvePuzzles: " + cause);
            System.exit(1);
        }
    }
}
