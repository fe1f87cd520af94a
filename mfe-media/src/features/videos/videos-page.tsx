import { texts } from 'shared-ui';
import { media } from 'shared-ui/texts/media';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { LIKED_KEYS, useDeviceLikes } from '../../shared/device-likes.ts';
import { documentFeaturedVideos, getFeaturedVideos } from './api.ts';
import { VideoCard } from './video-card.tsx';
import './videos.css';

const t = media.videos;

/** Featured videos (/meta): each loads its player only when the visitor asks for it. */
export function VideosPage() {
  const liked = useDeviceLikes(LIKED_KEYS.videos);
  const videos = usePagedList({
    load: getFeaturedVideos,
    firstPage: documentFeaturedVideos,
    key: 'featured',
  });
  return (
    <section className="ui-page media-videos">
      <h1>{t.title}</h1>
      <PagedList
        list={videos}
        label={t.title}
        layout="grid"
        getKey={(video) => video.video_id}
        loadingLabel={t.loading}
        emptyText={texts.youtube.none}
        errorText={texts.youtube.failed}
        renderItem={(video) => (
          <VideoCard
            video={video}
            liked={liked.isLiked(video.video_id)}
            onLiked={() => liked.mark(video.video_id, true)}
          />
        )}
      />
    </section>
  );
}
