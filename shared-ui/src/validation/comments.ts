/** Empty or blank comments are ignored (spec): true when this one should be sent. */
export const isSendableComment = (comment: string) => comment.trim().length > 0;
