// The shell provides the shared singletons eagerly (webpack.common.ts), so the app
// starts from main.js itself. The hints go first: their import runs before the app's.
import './route-hints.ts';
import './bootstrap.tsx';
