import { FileField } from 'shared-ui/file-field';
import { MessageBanner } from 'shared-ui/message-banner';
import { Select } from 'shared-ui/select';
import { TextArea } from 'shared-ui/text-area';
import { TextField } from 'shared-ui/text-field';
import { account } from 'shared-ui/texts/account';
import { limits, prepareArticleName, validateArticle } from 'shared-ui/validation';
import { useRead } from 'shared-ui/use-read';
import { ownListPath } from '../content/content-nav.tsx';
import { createArticle, getCategories, type NewArticle } from './api.ts';
import { UploadFormFrame } from './upload-form-frame.tsx';
import { useUploadForm } from './use-upload-form.ts';

const t = account.create;
export const IMAGE_TYPES = ['image/*'] as const;

const empty: NewArticle = {
  article_name: '',
  description: '',
  category: '',
  subcategory: '',
  image1: null,
  image2: null,
  image3: null,
};

/** Create Article (spec section 5): name ≤ 20 (cut), description ≤ 300, category, subcategory, main image. */
export function ArticleForm({ userId }: { userId: number }) {
  const categories = useRead('categories', getCategories);
  const upload = useUploadForm<NewArticle>({
    initial: empty,
    validate: validateArticle,
    send: (values, options) => createArticle(userId, values, options),
    success: account.create.articleCreated,
    failed: account.create.articleFailed,
  });
  const { form, field } = upload;
  const subcategories = categories.value?.[form.values.category] ?? [];
  const image = (name: 'image1' | 'image2' | 'image3', label: string, required = false) => (
    <FileField
      label={label}
      required={required}
      accept={IMAGE_TYPES}
      maxBytes={limits.imageMaxBytes}
      {...field(name)}
      progress={upload.progress}
    />
  );

  return (
    <UploadFormFrame
      upload={upload}
      label={account.create.tabs[0]}
      listPath={ownListPath('articles', userId)}
      listLabel={t.seeList.article}
      withFiles
    >
      <TextField
        label={t.articleName}
        required
        maxLength={limits.articleNameMax}
        showCount
        {...field('article_name')}
        onChange={(value) => field('article_name').onChange(prepareArticleName(value))}
      />
      <TextArea
        label={t.description}
        required
        maxLength={limits.articleDescriptionMax}
        showCount
        {...field('description')}
      />
      {categories.failed && <MessageBanner tone="danger">{t.categoriesFailed}</MessageBanner>}
      <Select
        label={t.category}
        required
        placeholder={t.chooseCategory}
        options={Object.keys(categories.value ?? {})}
        {...field('category')}
        onChange={(value) => {
          field('category').onChange(value);
          form.setValue('subcategory', '');
        }}
      />
      <Select
        label={t.subcategory}
        required
        placeholder={t.chooseSubcategory}
        options={subcategories}
        disabled={!form.values.category}
        {...field('subcategory')}
      />
      {image('image1', t.mainImage, true)}
      {image('image2', t.image2)}
      {image('image3', t.image3)}
    </UploadFormFrame>
  );
}
