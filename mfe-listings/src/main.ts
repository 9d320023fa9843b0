// Runs this remote alone in development (npm run dev -w @stays/mfe-listings, port 3101).
import('./standalone');
