package websocket

// SeatMapFields are the SeatMap fields the fan-out can encode.
var SeatMapFields = seatMapFields
