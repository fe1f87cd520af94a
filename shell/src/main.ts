// The shell provides the shared singletons eagerly (webpack.common.ts), so the app
// starts from main.js itself.
import './bootstrap.tsx';
