import { texts } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { timings } from 'shared-ui/validation';
import { CopyIcon } from '../../shared/icons.tsx';
import { useFlash } from '../../shared/timers.ts';
import { copyText } from './copy-text.ts';

/** Copies `text`; says 'Copied' for 2 s afterwards. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, flash] = useFlash(timings.ticketCopiedMs);
  const copy = async () => {
    if (await copyText(text)) flash();
  };
  return (
    <Button
      variant="ghost"
      size="small"
      aria-label={copied ? texts.common.copied : label}
      aria-live="polite"
      onClick={() => void copy()}
    >
      <CopyIcon />
      {copied ? texts.common.copied : texts.common.copy}
    </Button>
  );
}
