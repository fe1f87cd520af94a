/**
 * A stand-in for XMLHttpRequest in component tests (jsdom's would need a server on its origin):
 * it records each upload (address, fields and files) and lets the test answer it, report
 * progress, or fail it as a dropped connection does. The real uploads run in the end-to-end suite.
 */
export interface SentUpload {
  url: string;
  fields: Record<string, string>;
  files: Record<string, File>;
  withCredentials: boolean;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
  dropConnection: () => void;
  aborted: boolean;
}

export function fakeUploadServer() {
  const sent: SentUpload[] = [];
  let auto: ((upload: SentUpload) => [number, unknown]) | null = null;

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private record: SentUpload | null = null;

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      if (this.record) this.record.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      const files: Record<string, File> = {};
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else files[name] = value;
      }
      const record: SentUpload = {
        url: this.url,
        fields,
        files,
        withCredentials: this.withCredentials,
        aborted: false,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        answer: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        },
        dropConnection: () => this.onerror?.(),
      };
      this.record = record;
      sent.push(record);
      if (auto) {
        const [status, answer] = auto(record);
        queueMicrotask(() => record.answer(status, answer));
      }
    }
  }

  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    /** Answers every upload at once with what `reply` returns. */
    answerWith(reply: (upload: SentUpload) => [number, unknown]) {
      auto = reply;
    },
    last(): SentUpload {
      const upload = sent.at(-1);
      if (!upload) throw new Error('Nothing was uploaded');
      return upload;
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}

export type FakeUploadServer = ReturnType<typeof fakeUploadServer>;

/**
 * A fake upload server for each test of the file (with the page's clean-up after each): the
 * returned function gives the current test's server.
 */
export function withFakeUploadServer(cleanUp: () => void): () => FakeUploadServer {
  let server: FakeUploadServer | undefined;
  beforeEach(() => {
    server = fakeUploadServer();
  });
  afterEach(() => {
    server?.restore();
    cleanUp();
  });
  return () => {
    if (!server) throw new Error('Only inside a test');
    return server;
  };
}
