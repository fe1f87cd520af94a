import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Where the device keeps the ids of the articles it liked (spec: local device data). */
export const LIKED_ARTICLES_KEY = 'likedArticles';

interface LikedState {
  ids: number[];
  set: (id: number, liked: boolean) => void;
}

/** The articles this device liked, kept on the device. */
export const useLikedArticles = create<LikedState>()(
  persist(
    (set) => ({
      ids: [],
      set: (id, liked) =>
        set((state) => ({
          ids: liked ? [...new Set([...state.ids, id])] : state.ids.filter((other) => other !== id),
        })),
    }),
    { name: LIKED_ARTICLES_KEY, partialize: (state) => ({ ids: state.ids }) },
  ),
);
