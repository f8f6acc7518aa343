import { describe, expect, it } from 'vitest';
import { writtenLanguage } from './written-language';

describe('writtenLanguage', () => {
  it('tells Spanish from English in what families write', () => {
    expect(
      writtenLanguage('La sala de espera estaba tranquila y apagaron las luces para mi hijo.'),
    ).toBe('es');
    expect(writtenLanguage('Muy buena atención, mi hija no lloró.')).toBe('es');
    expect(writtenLanguage('El dentista fue muy paciente con mi hijo autista. Volveremos.')).toBe(
      'es',
    );
    expect(
      writtenLanguage('The waiting room was quiet and the staff dimmed the lights for my son.'),
    ).toBe('en');
    expect(
      writtenLanguage(
        'Dr. Garcia was patient with my autistic daughter, she explained everything.',
      ),
    ).toBe('en');
  });

  it('tells short everyday sentences apart', () => {
    expect(writtenLanguage('Nos atendieron a la hora y sin prisas, con mucha paciencia.')).toBe(
      'es',
    );
    expect(writtenLanguage('They let us wait in the car until it was our turn.')).toBe('en');
    expect(writtenLanguage('Very kind staff, no waiting at all.')).toBe('en');
    expect(writtenLanguage('Personal muy amable, sin nada de espera.')).toBe('es');
  });

  it('makes no guess from a word or two', () => {
    expect(writtenLanguage('Great!')).toBeNull();
    expect(writtenLanguage('Excelente')).toBeNull();
    expect(writtenLanguage('Quiet')).toBeNull();
    expect(writtenLanguage('')).toBeNull();
    expect(writtenLanguage(null, undefined, '  ')).toBeNull();
  });

  it('reads a review with its comments as one text', () => {
    expect(writtenLanguage('Bien.', 'Las luces eran suaves y no había ruido en la sala.')).toBe(
      'es',
    );
  });

  it('gives the same answer the second time (kept)', () => {
    const text = 'Nos atendieron a la hora y sin prisas, con mucha paciencia.';
    expect(writtenLanguage(text)).toBe('es');
    expect(writtenLanguage(text)).toBe('es');
  });
});
