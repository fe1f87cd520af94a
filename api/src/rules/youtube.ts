/** YouTube addresses: the rule lives with the form rules, so the create form reads links the same way. */
export { VIDEO_ID, youtubeEmbedUrl, youtubeVideoId, youtubeWatchUrl } from 'shared-ui/validation';
