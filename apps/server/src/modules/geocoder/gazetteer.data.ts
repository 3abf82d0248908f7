// The offline gazetteer of the demo cities (architecture §8: geocoding works without internet).
// One entry per neighbourhood: its centre and a main street. Coordinates are approximate centres,
// good enough to propose an address the diner then completes with the house number.

export interface Place {
  city: string;
  neighbourhood: string;
  street: string;
  lat: number;
  lng: number;
}

type Row = [neighbourhood: string, street: string, lat: number, lng: number];

const cities: Record<string, Row[]> = {
  Bogotá: [
    ['Chapinero', 'Calle 60', 4.6451, -74.0633],
    ['Chapinero Alto', 'Carrera 4', 4.648, -74.057],
    ['Quinta Camacho', 'Carrera 9', 4.6551, -74.0587],
    ['El Retiro', 'Calle 82', 4.6667, -74.0527],
    ['Chicó', 'Calle 93', 4.6768, -74.048],
    ['Usaquén', 'Carrera 6', 4.6953, -74.0308],
    ['Cedritos', 'Calle 140', 4.7213, -74.0419],
    ['Teusaquillo', 'Calle 39', 4.6354, -74.0771],
    ['La Candelaria', 'Carrera 2', 4.5962, -74.0727],
    ['Salitre', 'Avenida La Esperanza', 4.6525, -74.103],
    ['Suba', 'Avenida Suba', 4.741, -74.084],
    ['Kennedy', 'Avenida Primero de Mayo', 4.6285, -74.152],
  ],
  Medellín: [
    ['El Poblado', 'Carrera 37', 6.2087, -75.5659],
    ['Manila', 'Calle 11A', 6.211, -75.571],
    ['Laureles', 'Circular 1', 6.245, -75.595],
    ['Estadio', 'Carrera 70', 6.256, -75.588],
    ['Belén', 'Carrera 76', 6.231, -75.604],
    ['La Candelaria', 'Carrera 50', 6.2476, -75.5658],
    ['Envigado', 'Calle 38 Sur', 6.1696, -75.5866],
  ],
  'Ciudad de México': [
    ['Roma Norte', 'Avenida Álvaro Obregón', 19.4194, -99.1617],
    ['Condesa', 'Avenida Amsterdam', 19.4111, -99.1736],
    ['Juárez', 'Calle Havre', 19.427, -99.158],
    ['Polanco', 'Avenida Presidente Masaryk', 19.433, -99.191],
    ['Centro Histórico', 'Avenida Madero', 19.4326, -99.1332],
    ['Santa María la Ribera', 'Calle Doctor Atl', 19.45, -99.16],
    ['Narvarte', 'Avenida Universidad', 19.396, -99.155],
    ['Del Valle', 'Avenida Coyoacán', 19.385, -99.165],
    ['Coyoacán', 'Calle Felipe Carrillo Puerto', 19.3497, -99.1625],
    ['San Ángel', 'Avenida Revolución', 19.347, -99.19],
  ],
  'São Paulo': [
    ['Vila Madalena', 'Rua Aspicuelta', -23.5558, -46.6917],
    ['Pinheiros', 'Rua dos Pinheiros', -23.5664, -46.6856],
    ['Jardins', 'Rua Oscar Freire', -23.567, -46.665],
    ['Bela Vista', 'Avenida Paulista', -23.5614, -46.6559],
    ['Itaim Bibi', 'Rua Joaquim Floriano', -23.585, -46.678],
    ['Perdizes', 'Rua Cardoso de Almeida', -23.537, -46.678],
    ['Liberdade', 'Rua Galvão Bueno', -23.558, -46.635],
    ['Vila Mariana', 'Rua Domingos de Morais', -23.589, -46.634],
    ['Moema', 'Avenida Ibirapuera', -23.601, -46.665],
    ['Butantã', 'Avenida Vital Brasil', -23.571, -46.708],
    ['Santana', 'Rua Voluntários da Pátria', -23.503, -46.625],
  ],
  Lima: [
    ['Miraflores', 'Avenida José Larco', -12.1211, -77.0297],
    ['San Isidro', 'Avenida Camino Real', -12.0977, -77.0365],
    ['Barranco', 'Avenida Grau', -12.149, -77.021],
    ['Centro de Lima', 'Jirón de la Unión', -12.0464, -77.0428],
    ['Lince', 'Avenida Arequipa', -12.085, -77.035],
    ['Jesús María', 'Avenida Salaverry', -12.077, -77.048],
    ['Santiago de Surco', 'Avenida Caminos del Inca', -12.147, -76.993],
  ],
  Santiago: [
    ['Providencia', 'Avenida Providencia', -33.4263, -70.6147],
    ['Barrio Italia', 'Avenida Italia', -33.442, -70.622],
    ['Bellavista', 'Pío Nono', -33.433, -70.635],
    ['Lastarria', 'José Victorino Lastarria', -33.438, -70.64],
    ['Santiago Centro', 'Paseo Ahumada', -33.445, -70.66],
    ['Las Condes', 'Avenida Apoquindo', -33.415, -70.583],
    ['Vitacura', 'Avenida Vitacura', -33.398, -70.595],
    ['Ñuñoa', 'Avenida Irarrázaval', -33.456, -70.597],
  ],
};

export const gazetteer: readonly Place[] = Object.entries(cities).flatMap(([city, rows]) =>
  rows.map(([neighbourhood, street, lat, lng]) => ({ city, neighbourhood, street, lat, lng })),
);
