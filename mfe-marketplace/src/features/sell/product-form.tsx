import { useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, pagePath, type SessionUser } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { FileField } from 'shared-ui/file-field';
import { Form, FormFailure, useForm } from 'shared-ui/form';
import { MessageBanner } from 'shared-ui/message-banner';
import { NumberField } from 'shared-ui/number-field';
import { TextArea } from 'shared-ui/text-area';
import { TextField } from 'shared-ui/text-field';
import { isCancelled } from 'shared-ui/upload';
import { useRead } from 'shared-ui/use-read';
import { limits, prepareWhatsapp, validateProduct } from 'shared-ui/validation';
import { marketplace } from 'shared-ui/texts/marketplace';
import { sell as t } from '../../texts/sell.ts';
import { getProductCategories } from '../products/api.ts';
import { addProduct, localToday, type NewProduct } from './api.ts';

const EMPTY: NewProduct = {
  product_name: '',
  description: '',
  price: '',
  location: '',
  category: '',
  contact_whatsapp: limits.whatsappPrefix,
  expiry_date: '',
  image_1: null,
  image_2: null,
  image_3: null,
};

const IMAGES = ['image_1', 'image_2', 'image_3'] as const;

/** The number goes after the +254 already there, wherever the field was tapped. */
const caretToEnd = (event: FocusEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length));
};

/** The categories in use, offered as suggestions; a failed read leaves the field free text. */
function useCategories(): string[] {
  return useRead('categories', getProductCategories).value ?? [];
}

interface ProductFormProps {
  user: SessionUser;
  /** The server refused the session (it ended elsewhere): ask to log in again. */
  onSignedOut: () => void;
}

/**
 * Add New Product (spec section 5): every rule checked before sending, the pictures previewed,
 * the upload's progress shown with a way to cancel. A failed or cancelled upload keeps the form.
 */
export function ProductForm({ user, onSignedOut }: ProductFormProps) {
  const categories = useCategories();
  const listId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [added, setAdded] = useState<{ message: string; productId: number } | null>(null);
  const upload = useRef<AbortController | null>(null);

  const form = useForm<NewProduct>({
    initial: EMPTY,
    validate: (values) => validateProduct(values, localToday()),
    failureText: marketplace.products.submitFailed,
    onSubmit: async (values) => {
      setAdded(null);
      upload.current = new AbortController();
      setPercent(0);
      try {
        const result = await addProduct(values, user.id, {
          onProgress: setPercent,
          signal: upload.current.signal,
        });
        if (result.outcome === 'unexpected') throw new FormFailure(marketplace.products.unexpected);
        if (result.outcome === 'refused') {
          if (result.status === 401) onSignedOut();
          throw new FormFailure(result.message ?? marketplace.products.submitFailed);
        }
        form.reset();
        setAdded({ message: result.message || t.added, productId: result.productId });
      } catch (error) {
        if (isCancelled(error)) throw new FormFailure(t.cancelled);
        throw error;
      } finally {
        upload.current = null;
        setPercent(null);
      }
    },
  });

  const whatsapp = form.field('contact_whatsapp');
  return (
    <>
      {added && (
        <MessageBanner tone="success">
          {added.message}{' '}
          <Link to={pagePath(PAGES.product, { productId: added.productId })}>{t.seeProduct}</Link>
        </MessageBanner>
      )}
      <Form
        form={form}
        aria-label={t.formTitle}
        submitLabel={t.submit}
        busyLabel={t.submitting}
        actions={
          percent !== null && (
            <>
              <progress
                className="market-sell__progress"
                max={100}
                value={percent}
                aria-label={t.sending(percent)}
              />
              <span aria-live="polite">{t.sending(percent)}</span>
              <Button variant="ghost" onClick={() => upload.current?.abort()}>
                {t.cancelUpload}
              </Button>
            </>
          )
        }
      >
        <TextField label={t.name} required {...form.field('product_name')} />
        <TextArea label={t.description} required {...form.field('description')} />
        <div className="market-sell__row">
          <NumberField label={t.price} required min={0} step="any" {...form.field('price')} />
          <TextField label={t.location} required {...form.field('location')} />
        </div>
        <TextField
          label={t.category}
          hint={t.categoryHint}
          required
          list={listId}
          {...form.field('category')}
        />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <div className="market-sell__row">
          <TextField
            label={t.whatsapp}
            hint={t.whatsappHint}
            type="tel"
            required
            // No maxLength: the browser would cut a pasted '+254 712 345 678' before it is read.
            // prepareWhatsapp keeps the number to the spec's 13 characters.
            {...whatsapp}
            onChange={(value) => whatsapp.onChange(prepareWhatsapp(value))}
            onFocus={caretToEnd}
          />
          <TextField
            label={t.expiryDate}
            hint={t.expiryHint}
            type="date"
            required
            min={localToday()}
            {...form.field('expiry_date')}
          />
        </div>
        {IMAGES.map((name, index) => (
          <FileField
            key={name}
            label={t.image(index + 1)}
            required={index === 0}
            accept={['image/*']}
            maxBytes={limits.imageMaxBytes}
            {...form.field(name)}
          />
        ))}
      </Form>
    </>
  );
}
