import { create } from 'zustand';
import { Toast } from 'shared-ui/toast';
import type { MessageTone } from 'shared-ui/message-banner';

interface NoticeState {
  notice: { message: string; tone: MessageTone } | null;
  show: (message: string, tone?: MessageTone) => void;
  clear: () => void;
}

/** The remote's one notice at a time (follow, share, comment failures), shown as a toast. */
export const useNotice = create<NoticeState>()((set) => ({
  notice: null,
  show: (message, tone = 'success') => set({ notice: { message, tone } }),
  clear: () => set({ notice: null }),
}));

/** The toast of the remote's notices; rendered once by the App. */
export function Notices() {
  const { notice, clear } = useNotice();
  return <Toast message={notice?.message ?? null} tone={notice?.tone} onDismiss={clear} />;
}
