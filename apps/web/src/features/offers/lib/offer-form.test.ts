import { describe, expect, it } from 'vitest';
import {
  checkOfferInput,
  emptyOfferForm,
  formatTotalToPay,
  parsePrice,
  toOfferInput,
  validateOfferForm,
  type OfferFormState,
} from './offer-form';

const nbsp = /\u00a0/g;
const total = (precio: string) => formatTotalToPay(precio).replace(nbsp, ' ');

const filled: OfferFormState = {
  ...emptyOfferForm,
  titulo: 'Sustitución Yoga',
  especialidad: 'Yoga',
  fechaClase: '2030-05-10',
  hora: '18:30',
  ubicacion: 'Barcelona, Carrer de Mallorca 120',
  precio: '25',
};

describe('Total a pagar', () => {
  it('adds the 1,00 € platform fee with two decimals', () => {
    expect(total('25')).toBe('26,00 €');
    expect(total('25,5')).toBe('26,50 €');
    expect(total('19.99')).toBe('20,99 €');
    expect(total('0')).toBe('1,00 €');
    expect(total('1234.5')).toBe('1235,50 €');
  });

  it('shows a dash until the price is a valid amount', () => {
    expect(total('')).toBe('—');
    expect(total('abc')).toBe('—');
    expect(total('-3')).toBe('—');
  });

  it('parses prices with a comma or a dot', () => {
    expect(parsePrice('12,5')).toBe(12.5);
    expect(parsePrice(' 40 ')).toBe(40);
    expect(parsePrice('1e3')).toBeNull();
    expect(parsePrice('')).toBeNull();
  });
});

describe('offer form validation', () => {
  const today = '2030-05-01';

  it('accepts a complete form', () => {
    expect(validateOfferForm(filled, today)).toBeNull();
  });

  it('reports the first missing field with its label, in form order', () => {
    expect(validateOfferForm(emptyOfferForm, today)).toEqual({
      field: 'titulo',
      title: 'Campo requerido',
      message: 'Por favor, completa el campo "Título de la clase".',
    });
    expect(validateOfferForm({ ...filled, especialidad: '' }, today)?.message).toBe(
      'Por favor, completa el campo "Especialidad".',
    );
    expect(validateOfferForm({ ...filled, hora: '' }, today)?.field).toBe('hora');
    expect(validateOfferForm({ ...filled, precio: '  ' }, today)).toMatchObject({
      field: 'precio',
      message: 'Por favor, completa el campo "Precio (€ / clase)".',
    });
  });

  it('requires the location only for Presencial offers', () => {
    expect(validateOfferForm({ ...filled, ubicacion: '' }, today)).toMatchObject({
      field: 'ubicacion',
      message: 'Por favor, completa el campo "Ubicación".',
    });
    expect(validateOfferForm({ ...filled, ubicacion: '', modalidad: 'Online' }, today)).toBeNull();
  });

  it('rejects a class date before today', () => {
    expect(validateOfferForm({ ...filled, fechaClase: '2030-04-30' }, today)).toMatchObject({ field: 'fechaClase' });
    expect(validateOfferForm({ ...filled, fechaClase: today }, today)).toBeNull();
  });

  it('builds the payload the contract expects', () => {
    expect(toOfferInput({ ...filled, precio: '25,50', descripcion: '  ' })).toEqual({
      titulo: 'Sustitución Yoga',
      especialidad: 'Yoga',
      fechaClase: '2030-05-10',
      hora: '18:30',
      duracionMin: 60,
      modalidad: 'Presencial',
      ubicacion: 'Barcelona, Carrer de Mallorca 120',
      precio: 25.5,
      descripcion: undefined,
      urgente: false,
      ventanaMin: 15,
      autoAceptar: 'off',
      soloVerificados: false,
    });
    expect(toOfferInput({ ...filled, modalidad: 'Online' }).ubicacion).toBeUndefined();
    expect(checkOfferInput(toOfferInput(filled))).toBeNull();
  });

  it('maps the contract schema errors to the field', () => {
    expect(checkOfferInput(toOfferInput({ ...filled, precio: '10.555' }))).toMatchObject({
      field: 'precio',
      message: 'El precio admite como máximo dos decimales.',
    });
    expect(checkOfferInput(toOfferInput({ ...filled, duracionMin: '5' }))).toMatchObject({ field: 'duracionMin' });
  });
});
