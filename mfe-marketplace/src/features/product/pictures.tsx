import { useState } from 'react';
import { Dialog } from 'shared-ui/dialog';
import { product as t } from '../../texts/product.ts';
import { PICTURE_SIZES, productImage, productImageSet, type ProductDetail } from './api.ts';

/**
 * Up to three pictures in a row that swipes on a phone (scroll snapping); a tap enlarges one
 * in a dialog at the full width the server keeps.
 */
export function Pictures({ product }: { product: ProductDetail }) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const images = [product.image_1, product.image_2, product.image_3].filter((name): name is string =>
    Boolean(name),
  );
  if (images.length === 0) return null;
  const label = (index: number) => t.picture(product.product_name, index + 1);
  return (
    <>
      <ul className="market-product__pictures" aria-label={t.pictures(product.product_name)}>
        {images.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              className="market-product__enlarge"
              aria-label={t.enlarge(label(index))}
              onClick={() => setEnlarged(index)}
            >
              <img
                src={productImage(name, 1280)}
                srcSet={productImageSet(name)}
                sizes={PICTURE_SIZES}
                alt={label(index)}
                width={1280}
                height={960}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title={enlarged === null ? '' : label(enlarged)}
        hideTitle
        size="wide"
      >
        {enlarged !== null && (
          <img
            className="market-product__large"
            src={productImage(images[enlarged]!, 1280)}
            alt={label(enlarged)}
            width={1280}
            height={960}
          />
        )}
      </Dialog>
    </>
  );
}
