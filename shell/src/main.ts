// The federation runtime negotiates shared modules before the app starts.
import('./bootstrap.tsx');
