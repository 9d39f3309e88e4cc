package main

import (
	"encoding/json"
	"fmt"
)

func main() {
	var claims map[string]any
	payload := []byte(`{"sub": "user-42", "exp": 1700000000}`)
	if err := json.Unmarshal(payload, &claims); err != nil {
		fmt.Println("bad token:", err)
		return
	}

	fmt.Println("subject:", claims["sub"].(string))
	exp := claims["exp"].(int)
	fmt.Println("expires:", exp)
}
