// Standalone entry (development): the federation runtime negotiates shared modules first.
import('./bootstrap.tsx');
