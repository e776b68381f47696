module walkfix

go 1.26
