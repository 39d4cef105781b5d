package sudoku;

/** A libsudoku status other than OK; the message is the library's status text. */
public final class SudokuException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;

    SudokuException(int status) {
        super(Sudoku.statusText(status));
        this.status = status;
    }

    /** The status code, one of the constants of {@link Sudoku}. */
    public int getStatus() {
        return status;
    }
}
