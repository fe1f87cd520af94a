import { create } from 'zustand';

interface UpdateState {
  /** Loads the new version; null while there is nothing new. */
  reload: (() => void) | null;
  offer: (reload: () => void) => void;
  dismiss: () => void;
}

/** A new version of the shell or of a remote, waiting for the visitor to reload. */
export const useUpdate = create<UpdateState>()((set) => ({
  reload: null,
  offer: (reload) => set({ reload }),
  dismiss: () => set({ reload: null }),
}));
