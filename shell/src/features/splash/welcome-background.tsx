import { media } from '../../shared/media.ts';

/** Muted autoplay needs the `muted` attribute itself in place before playback starts. */
function muteNow(video: HTMLVideoElement | null) {
  if (!video) return;
  video.defaultMuted = true;
  video.muted = true;
}

/**
 * The welcome's full-screen background: a looping muted video, or its still poster
 * when the visitor prefers reduced motion or saves data.
 */
export function WelcomeBackground({ still }: { still: boolean }) {
  if (still) {
    return <img className="splash__background" src={media.welcomePoster} alt="" fetchPriority="high" />;
  }
  return (
    <video
      ref={muteNow}
      className="splash__background"
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={media.welcomePoster}
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src={media.welcomeVideo.webm} type="video/webm" />
      <source src={media.welcomeVideo.mp4} type="video/mp4" />
    </video>
  );
}
