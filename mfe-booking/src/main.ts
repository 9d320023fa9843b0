// Runs this remote alone in development (webpack serve).
import('./standalone');
