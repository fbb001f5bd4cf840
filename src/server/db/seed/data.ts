/** The demo club's fixed data: courses with men's and women's tees, and the players. */

export interface DemoTee {
  nombre: string;
  sexo: 'hombre' | 'mujer';
  slope: number;
  course_rating: number;
}

export interface DemoCourse {
  nombre: string;
  ubicacion: string;
  pars: number[];
  strokeIndexes: number[];
  tees: DemoTee[];
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    nombre: 'Club de Golf La Dehesa',
    ubicacion: 'Villanueva de la Cañada, Madrid',
    pars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 4, 5],
    strokeIndexes: [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 16, 12, 2, 6, 10, 18, 4, 14],
    tees: [
      { nombre: 'Amarillas', sexo: 'hombre', slope: 132, course_rating: 71.8 },
      { nombre: 'Rojas', sexo: 'mujer', slope: 126, course_rating: 73.4 },
    ],
  },
  {
    nombre: 'Golf Sierra Verde',
    ubicacion: 'El Espinar, Segovia',
    pars: [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 3, 4, 4, 5],
    strokeIndexes: [5, 9, 17, 1, 11, 15, 3, 13, 7, 6, 2, 18, 10, 4, 16, 12, 8, 14],
    tees: [
      { nombre: 'Amarillas', sexo: 'hombre', slope: 127, course_rating: 70.6 },
      { nombre: 'Rojas', sexo: 'mujer', slope: 121, course_rating: 72.1 },
    ],
  },
];

export interface DemoPlayer {
  nombre: string;
  email: string | null;
  handicap: number | null;
  sexo: 'hombre' | 'mujer';
  tramo_edad: 'infantil' | 'general' | 'senior';
  nacimiento: string;
  entrada: string;
  licencia: string | null;
  /** Has a login account. */
  cuenta: boolean;
}

export const DEMO_PASSWORD = 'pena1234';
export const DEMO_ADMIN_EMAIL = 'admin@pena.golf';
export const DEMO_PLAYER_EMAIL = 'jugador@pena.golf';

const p = (
  nombre: string,
  handicap: number | null,
  sexo: 'hombre' | 'mujer',
  nacimiento: string,
  opts: Partial<Pick<DemoPlayer, 'email' | 'cuenta' | 'tramo_edad' | 'entrada' | 'licencia'>> = {},
): DemoPlayer => {
  const slug = nombre
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  const year = Number(nacimiento.slice(0, 4));
  return {
    nombre,
    handicap,
    sexo,
    nacimiento,
    email: opts.email !== undefined ? opts.email : `${slug}@pena.golf`,
    cuenta: opts.cuenta ?? true,
    tramo_edad: opts.tramo_edad ?? (year <= 1966 ? 'senior' : year >= 2010 ? 'infantil' : 'general'),
    entrada: opts.entrada ?? `${2008 + (nombre.length % 16)}-0${1 + (nombre.length % 9)}-15`,
    licencia:
      opts.licencia !== undefined ? opts.licencia : `AM${String(10000 + nombre.length * 731).slice(0, 5)}`,
  };
};

/** About 30 players: one plus handicap, one above 36, some without account, one without handicap. */
export const DEMO_PLAYERS: DemoPlayer[] = [
  p('Carmen Ruiz Ortega', 14.2, 'mujer', '1971-04-12', { email: DEMO_ADMIN_EMAIL }),
  p('Javier Martín López', 18.4, 'hombre', '1979-09-03', { email: DEMO_PLAYER_EMAIL }),
  p('Álvaro Sánchez Pérez', -1.2, 'hombre', '1994-02-21'),
  p('Lucía Fernández Gil', 8.7, 'mujer', '1988-11-30'),
  p('Miguel Ángel Torres', 22.5, 'hombre', '1962-06-17'),
  p('Isabel Moreno Díaz', 27.1, 'mujer', '1958-01-09'),
  p('Pablo Navarro Ramos', 4.3, 'hombre', '1990-07-25'),
  p('Elena Jiménez Castro', 31.8, 'mujer', '1967-03-14'),
  p('Fernando Romero Vidal', 12.6, 'hombre', '1975-12-02'),
  p('Marta Herrera Blanco', 19.9, 'mujer', '1983-08-19'),
  p('José Luis Domínguez', 24.0, 'hombre', '1955-05-05'),
  p('Ana Belén Serrano', 16.3, 'mujer', '1986-10-23'),
  p('Diego Molina Cruz', 9.5, 'hombre', '1998-04-01'),
  p('Rosa María Ortiz', 40.5, 'mujer', '1952-09-27'),
  p('Sergio Delgado Marín', 6.1, 'hombre', '1985-01-31'),
  p('Cristina Vega Rubio', 21.7, 'mujer', '1977-06-08'),
  p('Antonio Castillo Peña', 28.4, 'hombre', '1949-11-11'),
  p('Laura Medina Suárez', 11.0, 'mujer', '1992-03-03'),
  p('Raúl Guerrero Soto', 15.8, 'hombre', '1981-07-07'),
  p('Nuria Prieto León', 33.2, 'mujer', '1963-02-18'),
  p('Hugo Campos Iglesias', 2.4, 'hombre', '2001-12-24'),
  p('Beatriz Cano Méndez', 25.6, 'mujer', '1970-05-29'),
  p('Tomás Reyes Fuentes', 17.2, 'hombre', '1968-08-14'),
  p('Sofía Lorenzo Gómez', 13.4, 'mujer', '2009-10-10', { tramo_edad: 'infantil' }),
  p('Manuel Nieto Calvo', 20.3, 'hombre', '1960-04-26', { cuenta: false }),
  p('Pilar Santos Arias', 29.0, 'mujer', '1956-12-12', { cuenta: false, email: null }),
  p('Andrés Gallego Mora', 10.8, 'hombre', '1987-02-02', { cuenta: false }),
  p('Teresa Pascual Ibáñez', 36.9, 'mujer', '1950-07-30', { cuenta: false, email: null, licencia: null }),
  p('Daniel Carmona Rey', null, 'hombre', '2003-03-15', { licencia: null }),
  p('Victoria Esteban Sáez', 7.2, 'mujer', '1996-09-09'),
];

/** Guests of the tournaments and of the personal game (not club members: never get league points). */
export const DEMO_GUESTS = [
  { nombre: 'Roberto Aguilar (invitado)', handicap: 15.0, sexo: 'hombre' as const },
  { nombre: 'Inés Bravo (invitada)', handicap: 23.5, sexo: 'mujer' as const },
];
