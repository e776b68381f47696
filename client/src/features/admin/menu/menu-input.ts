import type { MenuItemInput } from '../../../gql/graphql';
import { paiseOf } from '../shared/money';

/** The menu item form as typed: rupees and stock as text. */
export interface MenuDraft {
  id?: string;
  name: string;
  description: string;
  category: string;
  imageUrl: string;
  price: string;
  gstRatePercent: 5 | 18;
  available: boolean;
  stockPerDay: string;
}

export const emptyMenuDraft: MenuDraft = {
  name: '',
  description: '',
  category: '',
  imageUrl: '',
  price: '',
  gstRatePercent: 5,
  available: true,
  stockPerDay: '',
};

/** An item as Cinema.menu gives it, back into the form (prices in rupees). */
export function draftOf(item: {
  id: string;
  name: string;
  description: string;
  category: string;
  imageUrl: string | null;
  pricePaise: number;
  gstRatePercent: number;
  available: boolean;
  stockPerDay: number | null;
}): MenuDraft {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    category: item.category,
    imageUrl: item.imageUrl ?? '',
    price: String(item.pricePaise / 100),
    gstRatePercent: item.gstRatePercent === 18 ? 18 : 5,
    available: item.available,
    stockPerDay: item.stockPerDay === null ? '' : String(item.stockPerDay),
  };
}

/**
 * The MenuItemInput of a draft, or what is wrong with it: a name, a
 * category and a price above ₹0 are needed; stock, when given, is a whole
 * number of 0 or more (blank for no daily limit).
 */
export function toMenuItemInput(d: MenuDraft): { problem: string } | { input: MenuItemInput } {
  const name = d.name.trim();
  const category = d.category.trim();
  if (!name || !category) return { problem: 'A name and a category are needed.' };
  const pricePaise = paiseOf(d.price);
  if (pricePaise === null) return { problem: 'The price must be more than ₹0, in rupees (e.g. 149.50).' };
  const stock = d.stockPerDay.trim();
  if (stock !== '' && !/^\d+$/.test(stock)) return { problem: 'Stock per day is a whole number (blank for no limit).' };
  return {
    input: {
      ...(d.id ? { id: d.id } : {}),
      name,
      description: d.description.trim(),
      category,
      imageUrl: d.imageUrl.trim() || null,
      pricePaise,
      gstRatePercent: d.gstRatePercent,
      available: d.available,
      stockPerDay: stock === '' ? null : Number(stock),
    },
  };
}
